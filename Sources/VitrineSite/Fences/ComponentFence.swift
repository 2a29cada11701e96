import Vitrine
import VitrineMustache

/// A `vitrine` fence resolved and rendered: the values of its figure (the theme's `fence` template) and its
/// standalone SVG file.
struct ComponentFence {
    /// What the `fence` template receives: `frame` (`art`, or `overlay-frame` for an HTML overlay), `onDark`,
    /// `art` (the inline SVG or fragment), `captionHTML` (escaped already) and `svgURL`.
    let figure: [String: MustacheValue]
    /// Output path of the standalone SVG, e.g. `examples/activity-indicator-1f2e….svg`.
    let svgPath: String
    let svg: String
    /// The figure's caption as a reader reads it: the fence's text, else the component and its arguments.
    let caption: String

    /// Validates and renders a fence.
    ///
    /// - Parameters:
    ///   - infoLine: The source line holding the opening fence, as written.
    ///   - fenceColumn: The 1-based byte column where the fence's backticks or tildes start.
    ///   - body: The fence's text, used as the caption when not empty.
    ///   - pageFolder: The page's folder URL, for the link to the SVG file.
    /// - Throws: The problem and the column it concerns.
    ///   - components: The components it may name: the built-ins and the site's own.
    init(infoLine: Substring, fenceColumn: Int, body: String, pageFolder: String, components: ComponentSet = .builtIn) throws(FenceProblem) {
        let (info, column) = Self.rawInfo(infoLine, fenceColumn: fenceColumn)
        let parsed = try FenceInfo.parse(info, column: column)
        let component: ComponentDescription
        do {
            component = try components.named(parsed.component.text)
        } catch {
            throw FenceProblem(column: parsed.component.column, message: error.message(spelling: .attribute))
        }
        let values: ParameterValues
        do {
            values = try component.resolve(parsed.arguments)
        } catch {
            throw FenceProblem(column: Self.column(of: error, in: parsed, default: column), message: error.message(spelling: .attribute))
        }
        svg = component.render(values)
        var shown = svg.trimmed
        var frame = "art"
        if parsed.format == .html {
            guard let fragment = component.renderHTML(values) else {
                let forms = components.all.filter(\.hasHTMLForm).map(\.name).joined(separator: ", ")
                throw FenceProblem(column: parsed.component.column, message: "\(component.name) has no HTML form; format=html is for \(forms)")
            }
            shown = fragment.trimmed
            frame = "overlay-frame"
        }
        let key = values.canonicalArguments.map { "\($0.name)=\($0.value)" }.joined(separator: "\u{1F}")
        svgPath = "examples/\(component.name)-\(StableHash.hex(key)).svg"
        caption = body.trimmed.isEmpty ? Self.caption(component, parsed) : body.trimmed
        figure = [
            "frame": .text(frame), "onDark": .bool(parsed.format == .svg && SVGBackdrop.needsDark(svg)), "art": .text(shown),
            "captionHTML": .text(caption.htmlEscaped), "svgURL": .text(SitePaths.relative(from: pageFolder, to: svgPath)),
        ]
    }
}

private extension ComponentFence {
    /// The info string's text after the fence characters, and its column.
    static func rawInfo(_ line: Substring, fenceColumn: Int) -> (Substring, Int) {
        let bytes = line.utf8
        var index = bytes.index(bytes.startIndex, offsetBy: max(fenceColumn - 1, 0), limitedBy: bytes.endIndex) ?? bytes.endIndex
        var column = fenceColumn
        let fence = index < bytes.endIndex ? bytes[index] : 0
        while index < bytes.endIndex, bytes[index] == fence {
            index = bytes.index(after: index)
            column += 1
        }
        while index < bytes.endIndex, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            index = bytes.index(after: index)
            column += 1
        }
        let info = Substring(line.utf8[index...])
        return (Substring(String(info).trimmedTrailing), column)
    }

    static func column(of error: ParameterError, in info: FenceInfo, default fallback: Int) -> Int {
        guard let index = error.argumentIndex, info.argumentWords.indices.contains(index) else { return fallback }
        let word = info.argumentWords[index]
        if case .invalidValue = error.reason { return word.valueColumn }
        return word.column
    }

    static func caption(_ component: ComponentDescription, _ info: FenceInfo) -> String {
        if info.arguments.count == 1, info.arguments[0].name == Preset.argumentName,
            let preset = component.presets.first(where: { $0.name == info.arguments[0].value })
        {
            return preset.title
        }
        return ([component.name] + info.arguments.map { "\($0.name)=\($0.value)" }).joined(separator: " ")
    }
}

extension String {
    var trimmed: String { trimmedTrailing.trimmedLeading }

    var trimmedTrailing: String {
        var text = Substring(self)
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }

    var trimmedLeading: String { String(drop(while: \.isWhitespace)) }
}
