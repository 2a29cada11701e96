import ArgumentParser
import VitrinePlatform
import Vitrine
import VitrineRaster
import VitrineSite

/// `vitrine render`: one component to SVG, or every catalog preset to a folder.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a component to a standalone SVG file, a PNG, or (the overlays) an HTML fragment.",
        usage: """
            vitrine render <component> [--<parameter> <value> ...] [--preset <name>] [-o <file>|-]
            vitrine render <component> ... --format png [--scale 1|2|3] -o <file>|-
            vitrine render loading-view|veil ... --format html [-o <file>]
            vitrine render --all [--format png --scale 1,2,3] -o <folder>
            vitrine render --all [--format png --scale 2] --record <folder> | --check <folder> [-o <differences>]
            """,
        discussion: RenderHelp.discussion)

    @ArgumentParser.Argument(help: "The component to render (see 'vitrine list').")
    var component: String?

    @Option(name: [.short, .customLong("output")], help: "Write to this file (or, with --all, this folder); '-' is standard output.")
    var output: String?

    @Flag(name: .long, help: "Render every preset of every component to <folder>/<component>/<preset>.svg (or .png, @2x.png, @3x.png).")
    var all = false

    @Option(help: "svg; png, the still picture drawn by librsvg; or html, an overlay that fills its container (loading-view, veil).")
    var format = RenderFormat.svg

    @Option(help: "For PNG, pixels per point: 1, 2 or 3; with --all, a list such as 1,2,3.")
    var scale = RenderScales.one

    @Option(help: ArgumentHelp(
        "With --all, compare every preset with the files a --record wrote to <folder>: exit 1 on a difference, writing a side-by-side picture of each (into -o <folder>, else <folder>-differences).",
        valueName: "folder"))
    var check: String?

    @Option(help: ArgumentHelp("With --all, write every preset to <folder> for later --check runs, removing the files of presets that are gone.", valueName: "folder"))
    var record: String?

    @Option(help: "The site folder whose own components (components/NAME.svg) can be rendered beside the built-ins.")
    var site = SiteSourceOptions.defaultSite

    @ArgumentParser.Argument(parsing: .allUnrecognized, help: .hidden)
    var parameterWords: [String] = []

    func run() throws {
        HeapArenas.keepLargeBlocks()
        if format != .png, scale != .one { throw RenderUsageError(message: "--scale is for --format png.") }
        if all {
            try renderAll()
        } else if check != nil || record != nil {
            throw RenderUsageError(message: "--check and --record go with --all: vitrine render --all --check <folder>.")
        } else {
            try renderOne()
        }
    }
}

private extension RenderCommand {
    func renderOne() throws {
        guard let component else {
            let names = (try? SiteComponents.forCommand(site: site).names) ?? Components.names
            throw RenderUsageError(message: "name a component to render, or use --all -o <folder>. Components: \(names.joined(separator: ", ")).")
        }
        let components = try SiteComponents.forCommand(site: site)
        let description = try components.named(component)
        let arguments = try ParameterWords.arguments(from: parameterWords)
        switch format {
        case .svg:
            try emit(try description.render(arguments))
        case .html:
            guard let html = try description.renderHTML(arguments) else {
                let forms = components.all.filter(\.hasHTMLForm).map(\.name).joined(separator: ", ")
                throw RenderUsageError(message: "\(description.name) has no HTML form; --format html is for \(forms).")
            }
            try emit(html)
        case .png:
            if let refusal = description.noPNG { throw RenderUsageError(message: refusal + ".") }
            guard scale.values.count == 1, let only = scale.values.first else {
                throw RenderUsageError(message: "one --scale for a single PNG (1, 2 or 3); --all takes a list such as 1,2,3.")
            }
            guard let output else {
                throw RenderUsageError(message: "a PNG is binary: write it with -o <file>, or -o - for standard output.")
            }
            try write(try PNG.render(try description.render(arguments), scale: only), to: output)
        }
    }

    func renderAll() throws {
        guard component == nil, parameterWords.isEmpty else {
            throw RenderUsageError(message: "--all renders every preset and takes no component or parameters.")
        }
        if check != nil, record != nil { throw RenderUsageError(message: "--check compares with a folder and --record writes one: use one of them.") }
        if format == .html { throw RenderUsageError(message: "--all writes SVG or PNG; render an overlay's HTML one at a time.") }
        let folder: String
        if let compared = check ?? record {
            folder = compared
        } else {
            guard let output, output != "-" else {
                throw RenderUsageError(message: "--all needs an output folder: --all -o <folder>, or --check <folder> or --record <folder>.")
            }
            folder = output
        }
        let pictures = try allPictures()
        if let check {
            let differences = RenderCheck.differences(pictures, in: check)
            guard differences.isEmpty else {
                let sideBySide = (output.flatMap { $0 == "-" ? nil : $0 }) ?? RenderCheck.defaultDifferencesFolder(for: check)
                try RenderCheck.writeSideBySide(differences, to: sideBySide)
                throw RenderCheckFailure(differences: differences, checked: pictures.count, folder: check, sideBySide: sideBySide)
            }
            print("All \(pictures.count) pictures are as recorded in \(check).")
            return
        }
        for picture in pictures {
            try FileOutput.createDirectory(folder + "/" + RenderCheck.folder(of: picture.path))
            try FileOutput.write(bytes: picture.bytes, to: folder + "/" + picture.path)
        }
        if record != nil {
            let removed = try RenderCheck.removeStale(in: folder, keeping: pictures)
            print("Recorded \(pictures.count) pictures in \(folder)" + (removed.isEmpty ? "." : "; removed \(removed.count) no preset makes: \(removed.joined(separator: ", "))."))
        }
    }

    /// Every preset of every component, as `--all` writes them: `COMPONENT/PRESET.svg`, or its PNG at each scale.
    func allPictures() throws -> [RenderCheck.Picture] {
        var jobs: [(component: ComponentDescription, preset: String)] = []
        for component in try SiteComponents.forCommand(site: site).all {
            jobs += component.presets.map { (component, $0.name) }
        }
        let svgs = try jobs.map { job in
            (path: job.component.name + "/" + job.preset, svg: try job.component.render([Vitrine.Argument(Preset.argumentName, job.preset)]))
        }
        guard format == .png else { return svgs.map { RenderCheck.Picture(path: $0.path + ".svg", bytes: Array($0.svg.utf8)) } }
        // An HTML component's picture is HTML that librsvg does not draw: it has no PNG, and is named once.
        let htmlNames = Set(jobs.filter(\.component.isHTML).map(\.component.name))
        if !htmlNames.isEmpty { print("No PNG for the HTML components \(htmlNames.sorted().joined(separator: ", ")): their SVG is HTML that librsvg does not draw.") }
        let drawable = svgs.filter { !htmlNames.contains(String($0.path.prefix { $0 != "/" })) }
        // Drawing with librsvg is nearly all of the work, not making the SVG: every core draws, the longest
        // documents (the keyboards, slowest to draw) first so that no core is left with them at the end.
        let scales = scale.values
        let longestFirst = drawable.indices.sorted { drawable[$0].svg.utf8.count > drawable[$1].svg.utf8.count }
        let drawn = Parallel.map(longestFirst) { index -> Result<[RenderCheck.Picture], RasterError> in
            Result { () throws(RasterError) in
                let path = drawable[index].path
                var pictures: [RenderCheck.Picture] = []
                for scale in scales {
                    let name = PNG.fileName(String(path.split(separator: "/").last ?? ""), scale: scale)
                    pictures.append(RenderCheck.Picture(path: RenderCheck.folder(of: path) + name, bytes: try PNG.render(drawable[index].svg, scale: scale)))
                }
                return pictures
            }
        }
        return try zip(longestFirst, drawn).sorted { $0.0 < $1.0 }.flatMap { try $0.1.get() }
    }

    /// Text output (SVG, HTML): to the file `-o` names, else to standard output.
    func emit(_ text: String) throws {
        if let output, output != "-" {
            try FileOutput.write(text, to: output)
        } else {
            print(text, terminator: "")
        }
    }

    func write(_ bytes: [UInt8], to output: String) throws {
        if output == "-" {
            if let failure = StandardOutput.write(bytes) { throw OutputError(path: "standard output", reason: failure) }
        } else {
            try FileOutput.write(bytes: bytes, to: output)
        }
    }
}
