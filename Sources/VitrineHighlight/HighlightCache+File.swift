import Foundation
import VitrinePlatform

/// The memo kept in a file between runs, for a new process to highlight only the blocks that changed.
/// Nothing in `vitrine build` or the preview writes or loads such a file yet: the tests and the
/// highlighting benchmark do.
///
/// The file is a cache, never a source of truth: a file from another highlighter — another
/// `outputVersion`, or lexers or a swift-syntax whose output for the probe blocks differs — or a damaged
/// one is ignored, and the blocks are highlighted again.
extension HighlightCache {
    /// Bump when a lexer's output changes in a way the probe blocks below would not show.
    package static let outputVersion = 1

    private static let magic = Array("VHLC".utf8)

    /// Writes every entry, least recently used first, to a temporary file renamed over `url`.
    package func write(to url: URL) throws {
        var data = Data(Self.magic)
        Self.append(String(Self.outputVersion) + ":" + Self.probeFingerprint, to: &data)
        for entry in entriesByLastUse() {
            Self.append(entry.language, to: &data)
            Self.append(entry.code, to: &data)
            Self.append(entry.html, to: &data)
        }
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)")
        // Renamed over the file, so a reader sees the old file or the new one, never half of one.
        if let failure = data.withUnsafeBytes({ POSIXWrite.replace(url.path, with: $0, through: temporary.path) }) {
            throw failure
        }
    }

    /// Adds the entries of a file `write(to:)` made; returns how many, 0 when the file is missing, from
    /// another highlighter or damaged (then nothing is added).
    @discardableResult
    package func load(from url: URL) -> Int {
        guard let data = try? Data(contentsOf: url), data.starts(with: Self.magic) else { return 0 }
        var reader = Reader(bytes: [UInt8](data), offset: Self.magic.count)
        guard reader.string() == String(Self.outputVersion) + ":" + Self.probeFingerprint else { return 0 }
        var loaded: [(language: String, code: String, html: String)] = []
        while !reader.isAtEnd {
            guard let language = reader.string(), let code = reader.string(), let html = reader.string() else { return 0 }
            loaded.append((language, code, html))
        }
        for entry in loaded { insertLoaded(html: entry.html, code: entry.code, language: entry.language) }
        return loaded.count
    }

    private static func append(_ text: String, to data: inout Data) {
        var length = UInt32(text.utf8.count).littleEndian
        withUnsafeBytes(of: &length) { data.append(contentsOf: $0) }
        data.append(contentsOf: text.utf8)
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset: Int
        var isAtEnd: Bool { offset >= bytes.count }

        mutating func string() -> String? {
            guard offset + 4 <= bytes.count else { return nil }
            let length = bytes[offset..<offset + 4].reversed().reduce(0) { $0 << 8 | Int($1) }
            offset += 4
            guard length <= bytes.count - offset else { return nil }
            defer { offset += length }
            return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
        }
    }

    /// A short block per language, highlighted once per process: a lexer or swift-syntax change that
    /// alters any of them gives another fingerprint and retires every file written before it.
    static let probeFingerprint: String = {
        let probes: [Language: String] = [
            .swift: "@MainActor struct A<T>: P { let x: [Int] = [0x1, 2.5]; func f(_ y: T) -> String { \"\\(y)\" } } // c\n#if DEBUG\n#endif",
            .shell: "$ FOO=1 make \"$(basename \"$f\")\" --jobs=2 | grep -v 'x' # c\ncat <<EOF\n$y\nEOF",
            .json: "{\"a\": [1, -2.5e3, true, null, \"s\"]} // c",
            .yaml: "---\na: &x \"s\" # c\nb: [1, yes, *x]\nc: |\n  text\n",
            .toml: "[t]\na = \"s\" # c\nb = [1, 2026-01-01, true]\nc = { d = 'x' }",
            .html: "<!DOCTYPE html><p class=x>&amp;<!-- c --></p><script>let a = 1</script><style>p { color: red }</style>",
            .xml: "<?xml version=\"1.0\"?><a b=\"c\"><![CDATA[x]]></a>",
            .css: "@media (min-width: 1em) { .a > b:hover { --c: calc(1px + 2%); color: #fff !important } } /* c */",
            .javascript: "const r = /a\\/b/g; let s = `x${a + `y`}`; new Map().get(1) // c",
            .typescript: "interface P { a: string }",
            .python: "@d\nclass A:\n    def f(self, x=0x1F): return rb'\\d' + '''s''' # c",
            .c: "#include <a.h>\nstatic uint8_t f(char c) { return 'a' + 10u; } /* c */",
            .cpp: "template <typename T> class A { public: T* f() const noexcept; };",
            .markdown: "---\nt: x\n---\n# H\n- `c` [l](u) <http://a>\n```sh\nls -l\n```\n",
            .diff: "--- a\n+++ b\n@@ -1 +1 @@\n-x\n+y\n\\ No newline",
        ]
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
        for language in Language.allCases {
            for byte in SyntaxHighlighter.html(for: probes[language] ?? "", language: language).utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        return String(hash, radix: 16)
    }()
}
