import Foundation
import Vitrine
import VitrinePlatform
import VitrineRaster

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
if sink == 42 { print("") }
