import Foundation
import Vitrine
import VitrinePlatform
import VitrineRaster
import VitrineSite

// Component render timings for `make bench`: the median of many renders per component, and the whole
// catalog in-process. Build in release mode; the numbers are for comparison, not absolutes.

func median(_ samples: [Duration]) -> Duration {
    samples.sorted()[samples.count / 2]
}

func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}

let clock = ContinuousClock()
// The heap as `vitrine render` sets it up: PNG surfaces reuse freed memory rather than fault in new pages.
HeapArenas.keepLargeBlocks()
var sink = 0
// `vitrine-benchmarks NAME COUNT` renders one component COUNT times and exits: a steady workload for
// instruction counting (`valgrind --tool=callgrind`), which noisy machines cannot disturb.
// `vitrine-benchmarks png COMPONENT PRESET COUNT` does the same for one preset's PNG at @2x, for `perf`.
let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "png", arguments.count >= 3 {
    let parts = Array(arguments.dropFirst())
    let svg = try Components.named(parts[0]).render([Argument("preset", parts[1])])
    for _ in 0..<(Int(parts.dropFirst(2).first ?? "") ?? 20) { sink &+= try PNG.render(svg, scale: 2).count }
    print(sink)
    exit(0)
}
if let name = arguments.first {
    let component = try Components.named(name)
    let values = try component.resolve([])
    for _ in 0..<(Int(arguments.dropFirst().first ?? "") ?? 100) { sink &+= component.render(values).utf8.count }
    print(sink)
    exit(0)
}

print("Component render (release build), median of 2,000 renders of the default values:")
/// The median of 2,000 renders of `values`, after 200 to warm up.
@MainActor func medianRender(_ component: ComponentDescription, _ values: ParameterValues) -> Duration {
    for _ in 0..<200 { sink &+= component.render(values).utf8.count }
    var samples: [Duration] = []
    samples.reserveCapacity(2_000)
    for _ in 0..<2_000 {
        let start = clock.now
        sink &+= component.render(values).utf8.count
        samples.append(clock.now - start)
    }
    return median(samples)
}

for component in Components.all {
    let time = medianRender(component, try component.resolve([]))
    let padded = component.name.padding(toLength: 20, withPad: " ", startingAt: 0)
    print("  \(padded) \(String(format: "%8.1f", microseconds(time))) µs")
}

// Every keyboard plane (the goal is under 50 µs for any of them), with the blue return key on the letters.
print("Keyboard by layout (release build), median of 2,000 renders:")
let keyboardComponent = try Components.named("keyboard")
let keyboardCases = Keyboard.Layout.allCases.map { [Argument("layout", $0.rawValue)] }
    + [
        [Argument("returnKey", "search"), Argument("pressed", "return")],
        [Argument("layout", "symbols"), Argument("device", "ipad")],
    ]
    // Every locale but the default is laid out from its data at each render (only the US planes are cached).
    + Keyboard.Locale.allCases.filter { $0.rawValue != "en" }.flatMap { locale in
        [[Argument("locale", locale.rawValue)], [Argument("locale", locale.rawValue), Argument("device", "ipad"), Argument("orientation", "landscapeLeft")]]
    }
for arguments in keyboardCases {
    let time = medianRender(keyboardComponent, try keyboardComponent.resolve(arguments))
    let name = arguments.map { "\($0.name)=\($0.value)" }.joined(separator: " ").padding(toLength: 36, withPad: " ", startingAt: 0)
    print("  \(name) \(String(format: "%8.1f", microseconds(time))) µs")
}

let presets = try Catalog.presets.map { preset in
    (try Components.named(preset.component), try Components.named(preset.component).resolve([Argument("preset", preset.name)]))
}
var catalogSamples: [Duration] = []
for _ in 0..<50 {
    let start = clock.now
    for (component, values) in presets { sink &+= component.render(values).utf8.count }
    catalogSamples.append(clock.now - start)
}
print("Whole catalog (\(presets.count) presets), median of 50: \(String(format: "%.2f", microseconds(median(catalogSamples)) / 1000)) ms")

// PNG at @2x through librsvg, in-process: the slowest preset against the 20 ms goal, and the median.
var pngTimes: [(name: String, milliseconds: Double)] = []
for (index, (component, values)) in presets.enumerated() {
    let svg = component.render(values)
    sink &+= try PNG.render(svg, scale: 2).count
    var samples: [Duration] = []
    for _ in 0..<5 {
        let start = clock.now
        sink &+= try PNG.render(svg, scale: 2).count
        samples.append(clock.now - start)
    }
    pngTimes.append(("\(component.name)/\(Catalog.presets[index].name)", microseconds(median(samples)) / 1000))
}
// Where the presets over the goal are, by component.
let over = Dictionary(grouping: pngTimes.filter { $0.milliseconds >= 20 }) { String($0.name.prefix { $0 != "/" }) }
print("PNG @2x over 20 ms, by component: " + over.keys.sorted().map { "\($0) \(over[$0]!.count)" }.joined(separator: ", "))
let slowest = pngTimes.max { $0.milliseconds < $1.milliseconds }!
let pngMedian = pngTimes.map(\.milliseconds).sorted()[pngTimes.count / 2]
print("PNG @2x per preset, in-process (median of 5): median \(String(format: "%.1f", pngMedian)) ms, slowest \(String(format: "%.1f", slowest.milliseconds)) ms (\(slowest.name)); \(pngTimes.count { $0.milliseconds < 20 }) of \(pngTimes.count) under the 20 ms goal")
for entry in pngTimes.sorted(by: { $0.milliseconds > $1.milliseconds }).prefix(5) {
    print("  \(entry.name.padding(toLength: 40, withPad: " ", startingAt: 0)) \(String(format: "%6.1f", entry.milliseconds)) ms")
}
// A site's own component against a built-in whose picture is as large: a 5 KB template, read from its file as a
// site reads it, and the project's loading screen, which places the built-in HUD.
let ownSite = NSTemporaryDirectory() + "vitrine-bench-own-\(getpid())"
try FileManager.default.createDirectory(atPath: ownSite + "/components", withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: ownSite) }
var rows = ""
for row in 0..<36 {
    rows += "  <g transform=\"translate(0 \(row * 12))\"><rect width=\"{{width}}\" height=\"11\" fill=\"{{color}}\" opacity=\"0.\(row % 9 + 1)\"/>"
    rows += "<text x=\"4\" y=\"9\" font-size=\"9\">{{label}} {{count}}</text></g>\n"
}
let ownTemplate = """
    ---
    title: Table
    computed:
      label-width: "textWidth(label, 9) + 8"
    size: ["max(label-width, 120) + count", 432]
    parameters:
      label: {type: string, default: Row, maxLength: 40}
      count: {type: number, min: 0, max: 200, default: 12}
      color: {type: color, default: "#34c759"}
      shape: {type: choice, values: [round, square], default: round}
    presets:
      wide: {label: A longer label, count: 120}
    ---
    <svg xmlns="http://www.w3.org/2000/svg" width="{{width}}" height="{{height}}" viewBox="0 0 {{width}} {{height}}">
    {{#shape=round}}<clipPath id="{{id}}-c"><rect width="{{width}}" height="{{height}}" rx="8"/></clipPath>{{/shape=round}}
    \(rows)</svg>

    """
try ownTemplate.write(toFile: ownSite + "/components/table.svg", atomically: true, encoding: .utf8)
try FileManager.default.copyItem(atPath: "Site/components/loading-screen.svg", toPath: ownSite + "/components/loading-screen.svg")
let own = SiteComponents.load(siteDirectory: ownSite)
let table = try own.set.named("table")
let tableValues = try table.resolve([])
let tableTime = medianRender(table, tableValues)
let tableSize = table.render(tableValues).utf8.count
let builtInSizes = try Components.all.map { ($0, $0.render(try $0.resolve([])).utf8.count) }
let (nearest, nearestSize) = builtInSizes.min { abs($0.1 - tableSize) < abs($1.1 - tableSize) }!
let nearestTime = medianRender(nearest, try nearest.resolve([]))
let screen = try own.set.named("loading-screen")
let screenTime = medianRender(screen, try screen.resolve([]))
let hudTime = medianRender(try Components.named("hud"), try Components.named("hud").resolve([]))
print("Own components (release build), median of 2,000 renders:")
print("  table, a \(ownTemplate.utf8.count / 1000) KB template (\(tableSize) B of SVG)   \(String(format: "%8.1f", microseconds(tableTime))) µs")
print("  \(nearest.name), the built-in nearest in size (\(nearestSize) B)   \(String(format: "%8.1f", microseconds(nearestTime))) µs")
print("  loading-screen, placing the HUD          \(String(format: "%8.1f", microseconds(screenTime))) µs (the HUD alone \(String(format: "%.1f", microseconds(hudTime))) µs)")
let benchFolder = ".build/bench-results"
try FileManager.default.createDirectory(atPath: benchFolder, withIntermediateDirectories: true)
let ownRows: [[String: Any]] = [
    [
        "measure": "own component, \(ownTemplate.utf8.count / 1000) KB template, one SVG", "vitrine": String(format: "%.1f µs", microseconds(tableTime)),
        "anchor": String(format: "%.1f µs (%@)", microseconds(nearestTime), nearest.name), "ratio": String(format: "%.2fx", microseconds(tableTime) / microseconds(nearestTime)),
        "goal": "< 100 µs", "met": microseconds(tableTime) < 100,
    ],
    [
        "measure": "own component placing the HUD, one SVG", "vitrine": String(format: "%.1f µs", microseconds(screenTime)),
        "anchor": String(format: "%.1f µs (hud)", microseconds(hudTime)), "ratio": String(format: "%.2fx", microseconds(screenTime) / microseconds(hudTime)),
        "goal": "", "met": NSNull(),
    ],
]
let ownJSON = try JSONSerialization.data(withJSONObject: ["title": "Own components (beside a built-in)", "rows": ownRows], options: [.prettyPrinted, .sortedKeys])
try ownJSON.write(to: URL(fileURLWithPath: benchFolder + "/own-components.json"))
if sink == 42 { print("") }
