import VitrineSearch

/// A generated documentation tree for measuring the index: pages of about `textSize` bytes of text in
/// cmark's HTML (paragraphs, lists, code, h2/h3 headings with anchors, now and then an inline SVG), words
/// drawn from a Zipf distribution over a 60,000-word vocabulary: a few very common words ("the" on every
/// page), a long tail of rare ones, as in real prose. The same seed gives the same site.
struct SyntheticSite {
    static let common = """
        the of and to in is it that for you this with on as are be by can or from an at not your its page site file \
        build uses when each all more one which if has use will set also how new run into only see other same what
        """.split(separator: " ").map(String.init)
    static let topical = """
        configuration configure install installation server template templates search index component components \
        keyboard loading render rendering preview output folder markdown heading section command option options \
        parameter parameters default value values error errors link links image images style stylesheet theme \
        release version update deploy static host browser script document documents content layout navigation
        """.split(separator: " ").map(String.init)
    private static let onsets = ["b", "c", "d", "f", "g", "h", "k", "l", "m", "n", "p", "r", "s", "t", "v", "w", "st", "pr", "tr", "ch", "sh", "gr", "pl", "con", "re", "de"]
    private static let vowels = ["a", "e", "i", "o", "u", "ea", "io", "ou", "y"]
    private static let codas = ["", "", "", "n", "r", "s", "t", "l", "nd", "st", "ng", "x", "m"]

    let vocabulary: [String]
    private let cumulative: [Double]
    private var random: SplitMix

    init(seed: UInt64 = 7) {
        random = SplitMix(seed: seed)
        var words = Self.common + Self.topical
        var seen = Set(words)
        while words.count < 60_000 {
            // Rarer words (later ranks) get more syllables, as in English.
            let syllables = 1 + Int(random.next() % UInt64(min(4, 2 + words.count / 8_000)))
            var word = ""
            for _ in 0..<syllables {
                word += random.pick(Self.onsets) + random.pick(Self.vowels) + random.pick(Self.codas)
            }
            if seen.insert(word).inserted { words.append(word) }
        }
        vocabulary = words
        var total = 0.0
        cumulative = words.indices.map { rank in
            total += 1 / Double(rank + 3)
            return total
        }
    }

    mutating func word() -> String {
        let target = Double(random.next() % 1_000_000_007) / 1_000_000_007 * cumulative[cumulative.count - 1]
        var low = 0, high = cumulative.count - 1
        while low < high {
            let middle = (low + high) / 2
            if cumulative[middle] < target { low = middle + 1 } else { high = middle }
        }
        return vocabulary[low]
    }

    mutating func words(_ count: Int) -> String { (0..<count).map { _ in word() }.joined(separator: " ") }

    /// Each page's document and the HTML body it was read from.
    mutating func documents(count: Int, textSize: Int = 4_000) -> [(document: SearchDocument, html: String)] {
        (0..<count).map { number in
            let part = number % 25
            let title = words(2 + number % 3).capitalizedFirst
            let body = html(title: title, textSize: textSize, fence: number % 10 == 0)
            return (SearchDocument(url: "part-\(part)/page-\(number)/", title: title, section: "Part \(part)", html: body), body)
        }
    }

    private mutating func html(title: String, textSize: Int, fence: Bool) -> String {
        var html = "<h1>\(title)</h1>\n"
        var text = 0
        var headings = 0
        while text < textSize {
            let paragraph = words(12 + Int(random.next() % 40)).capitalizedFirst + "."
            text += paragraph.utf8.count
            switch random.next() % 6 {
            case 0:
                headings += 1
                let heading = words(1 + Int(random.next() % 3)).capitalizedFirst
                let id = heading.lowercased().replacingSpaces + "-\(headings)"
                let level = headings % 3 == 0 ? 3 : 2
                html += "<h\(level) id=\"\(id)\">\(heading)<a class=\"anchor\" href=\"#\(id)\" aria-label=\"Link to this section: \(heading)\">#</a></h\(level)>\n"
                html += "<p>\(paragraph)</p>\n"
            case 1:
                html += "<ul>\n" + (0..<3).map { _ in "<li>\(words(6)) <code>\(word())</code></li>\n" }.joined() + "</ul>\n"
            case 2:
                html += "<pre><code class=\"language-swift\">let \(word()) = \(word())(&quot;\(word())&quot;)\n</code></pre>\n"
            default:
                html += "<p>\(paragraph) See <a href=\"../\(word())/\">\(words(2))</a> and <em>\(word())</em> &amp; <strong>\(word())</strong>.</p>\n"
            }
        }
        if fence {
            html += "<figure class=\"component\"><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"37\" height=\"37\"><title>Activity indicator</title><style>.s{fill:#999}</style>"
            html += String(repeating: "<rect class=\"s\" x=\"16\" y=\"2\" width=\"5\" height=\"10\" rx=\"2.5\"/>", count: 12) + "</svg><figcaption>\(words(5))</figcaption></figure>\n"
        }
        return html
    }
}

/// A small, fast, seedable generator (SplitMix64), so the corpus is the same on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
}

private extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
    var replacingSpaces: String { String(map { $0 == " " ? "-" : $0 }) }
}
