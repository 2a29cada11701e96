import CCmark
import VitrinePlatform

/// Keeps backslash-escaped `~` and `[` from reading as GFM syntax (`\~\~not struck\~\~`, `\[^1]`, `\[ ]`,
/// `\[!NOTE]`). cmark turns `\~` into a plain `~` in the same text node as real tildes, so the passes could
/// not tell them apart; instead each such escape is swapped, before parsing, for a C1 control character of
/// the same byte length (so every column stays put), and swapped back once the passes are done: to the
/// character in text, URLs and info strings, where cmark would have unescaped it, and to the escape in code
/// and raw HTML, where it would not.
///
/// For Hugo's heading ids, `\-` is swapped too, and put back after the ids are made: Hugo's typographer makes
/// a dash of `--` and leaves it out of the id, but not of an escaped `\-\-`, which cmark's text no longer shows.
struct EscapedMarkers {
    private static let markers: [(escaped: UInt8, standIn: Unicode.Scalar)] = [
        (UInt8(ascii: "~"), "\u{91}"),
        (UInt8(ascii: "["), "\u{92}"),
    ]
    /// What an escaped `-` stands as until `restoreDashes`.
    static let dashStandIn: Unicode.Scalar = "\u{93}"
    private static let dash = (escaped: UInt8(ascii: "-"), standIn: dashStandIn)

    private let swaps: [(escaped: UInt8, standIn: Unicode.Scalar)]

    /// The source with the escapes swapped; unchanged when there are none, or when the source already holds
    /// a stand-in character.
    let text: String
    let changed: Bool

    init(hiding source: String, dashes: Bool = false) {
        swaps = Self.markers + (dashes ? [Self.dash] : [])
        var bytes: [UInt8] = []
        var changed = false
        let utf8 = source.utf8
        let hasBackslash = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.baseAddress.map { memchr($0, Int32(UInt8(ascii: "\\")), bytes.count) != nil } ?? false
        }
            ?? utf8.contains(UInt8(ascii: "\\"))
        guard hasBackslash, !Self.holdsStandIn(utf8) else {
            text = source
            self.changed = false
            return
        }
        bytes.reserveCapacity(utf8.count)
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "\\"), let next = iterator.next() else {
                bytes.append(byte)
                continue
            }
            if let swap = swaps.first(where: { $0.escaped == next }) {
                bytes += Array(String(swap.standIn).utf8)
                changed = true
            } else {
                bytes += [byte, next]
            }
        }
        text = changed ? String(decoding: bytes, as: UTF8.self) : source
        self.changed = changed
    }

    /// Whether the text already holds a stand-in (U+0091 to U+0093, `C2 91` to `C2 93` in UTF-8), read on the bytes.
    private static func holdsStandIn(_ utf8: String.UTF8View) -> Bool {
        var previous: UInt8 = 0
        for byte in utf8 {
            if previous == 0xC2, (0x91...0x93).contains(byte) { return true }
            previous = byte
        }
        return false
    }

    /// Puts the escaped characters back everywhere below `root`; escaped dashes wait for `restoreDashes`.
    func restore(in root: OpaquePointer) {
        restore(Self.markers, in: root)
    }

    /// Puts escaped dashes back, once the headings have their ids.
    func restoreDashes(in root: OpaquePointer) {
        if swaps.count > Self.markers.count { restore([Self.dash], in: root) }
    }

    private func restore(_ swaps: [(escaped: UInt8, standIn: Unicode.Scalar)], in root: OpaquePointer) {
        guard changed else { return }
        var autolinkTexts: Set<OpaquePointer> = []
        for node in Cmark.descendants(of: root) {
            switch Cmark.type(node) {
            case CMARK_NODE_TEXT:
                replace(in: node, get: cmark_node_get_literal, set: cmark_node_set_literal, escaped: autolinkTexts.contains(node), swaps: swaps)
            case CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_INLINE, CMARK_NODE_HTML_BLOCK:
                replace(in: node, get: cmark_node_get_literal, set: cmark_node_set_literal, escaped: true, swaps: swaps)
                replace(in: node, get: cmark_node_get_fence_info, set: cmark_node_set_fence_info, escaped: false, swaps: swaps)
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                let autolink = Self.isAutolink(node)
                if autolink, let text = cmark_node_first_child(node) { autolinkTexts.insert(text) }
                replace(in: node, get: cmark_node_get_url, set: cmark_node_set_url, escaped: autolink, swaps: swaps)
                replace(in: node, get: cmark_node_get_title, set: cmark_node_set_title, escaped: false, swaps: swaps)
            default:
                break
            }
        }
    }

    private func replace(in node: OpaquePointer, get: (OpaquePointer) -> UnsafePointer<CChar>?,
                         set: (OpaquePointer, UnsafePointer<CChar>) -> Int32, escaped: Bool, swaps: [(escaped: UInt8, standIn: Unicode.Scalar)]) {
        guard let current = get(node) else { return }
        let value = String(cString: current)
        guard value.unicodeScalars.contains(where: { scalar in swaps.contains { $0.standIn == scalar } }) else { return }
        var restored = ""
        for scalar in value.unicodeScalars {
            if let swap = swaps.first(where: { $0.standIn == scalar }) {
                if escaped { restored += "\\" }
                restored.unicodeScalars.append(Unicode.Scalar(swap.escaped))
            } else {
                restored.unicodeScalars.append(scalar)
            }
        }
        _ = set(node, restored)
    }

    /// `<http://…>`: cmark keeps backslashes in an autolink's destination.
    private static func isAutolink(_ link: OpaquePointer) -> Bool {
        guard Cmark.type(link) == CMARK_NODE_LINK, let text = cmark_node_first_child(link),
              cmark_node_next(text) == nil, Cmark.type(text) == CMARK_NODE_TEXT,
              let url = cmark_node_get_url(link) else { return false }
        let destination = String(cString: url), label = Cmark.literal(text)
        return destination == label || destination == "mailto:" + label
    }
}
