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

    @Option(help: "The site folder whose own components (components/NAME.svg) can be rendered beside the built-ins.")
    var site = SiteSourceOptions.defaultSite

    @ArgumentParser.Argument(parsing: .allUnrecognized, help: .hidden)
    var parameterWords: [String] = []

    func run() throws {
        HeapArenas.keepLargeBlocks()
        if format != .png, scale != .one { throw RenderUsageError(message: "--scale is for --format png.") }
        if all {
            try renderAll()
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
        guard let output, output != "-" else {
            throw RenderUsageError(message: "--all needs an output folder: --all -o <folder>.")
        }
        if format == .html { throw RenderUsageError(message: "--all writes SVG or PNG; render an overlay's HTML one at a time.") }
        var jobs: [(folder: String, preset: String, component: ComponentDescription)] = []
        for component in try SiteComponents.forCommand(site: site).all {
            let folder = output + "/" + component.name
            try FileOutput.createDirectory(folder)
            jobs += component.presets.map { (folder, $0.name, component) }
        }
        guard format == .png else {
            for job in jobs {
                try FileOutput.write(try job.component.render([Vitrine.Argument(Preset.argumentName, job.preset)]), to: "\(job.folder)/\(job.preset).svg")
            }
            return
        }
        // Drawing with librsvg is nearly all of the work, not making the SVG: every core draws, the longest
        // documents (the keyboards, slowest to draw) first so that no core is left with them at the end.
        let svgs = try jobs.map { job in
            (folder: job.folder, preset: job.preset, svg: try job.component.render([Vitrine.Argument(Preset.argumentName, job.preset)]))
        }.sorted { $0.svg.utf8.count > $1.svg.utf8.count }
        let scales = scale.values
        let failures = Parallel.map(svgs) { job -> (any Error)? in
            do {
                for scale in scales {
                    try FileOutput.write(bytes: try PNG.render(job.svg, scale: scale), to: "\(job.folder)/\(PNG.fileName(job.preset, scale: scale))")
                }
                return nil
            } catch {
                return error
            }
        }
        if let failure = failures.compactMap({ $0 }).first { throw failure }
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
