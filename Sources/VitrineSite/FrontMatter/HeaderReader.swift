/// Takes typed settings out of `HeaderFields`: a wrong type is an error at the value's place.
struct HeaderReader {
    private(set) var fields: HeaderFields
    /// Names read so far, to tell which keys are left over.
    private(set) var read: Set<String> = []

    init(_ fields: HeaderFields) {
        self.fields = fields
    }

    var diagnostics: [SiteDiagnostic] { fields.diagnostics }

    /// The field called `name`, matched without regard to case (Hugo's keys are case-insensitive); `nil` for one
    /// written with no value (`order:`), which YAML reads as null and every tool as not set.
    mutating func field(_ name: String) -> (name: String, field: HeaderFields.Field)? {
        let written: String
        if fields.fields[name] != nil {
            written = name
        } else {
            let lowered = name.lowercased()
            guard let match = fields.names.first(where: { $0.lowercased() == lowered }) else { return nil }
            written = match
        }
        guard let field = fields.fields[written] else { return nil }
        read.insert(written)
        if case .scalar(_, .null) = field.value { return nil }
        return (written, field)
    }

    mutating func string(_ name: String) -> String? {
        guard let (written, field) = field(name) else { return nil }
        switch field.value {
        case .scalar(_, .null): return nil
        case .scalar(let text, _): return text
        default: return invalid(written, field, "text")
        }
    }

    /// Text; for another tool's page also a list of texts, its items joined, with a warning: a placeholder such as
    /// `title: [Concept Name]` is a list to YAML, and MkDocs builds the page with it where vitrine would stop the site.
    mutating func string(_ name: String, listsAsText: Bool) -> String? {
        guard listsAsText, let (written, field) = field(name), case .list(let values) = field.value,
            case let texts = values.compactMap({ if case .scalar(let text, _) = $0 { text } else { nil } }), texts.count == values.count
        else { return string(name) }
        let joined = texts.joined(separator: ", ")
        fields.diagnostics.append(fields.diagnostic(
            at: field.valuePlace, "'\(written)' is a list, not text (YAML reads '[…]' as a list): its items are shown, '\(joined)'; quote it to keep the brackets",
            severity: .warning))
        return joined
    }

    mutating func bool(_ name: String) -> Bool? {
        guard let (written, field) = field(name) else { return nil }
        return field.value.truth ?? invalid(written, field, "true or false")
    }

    mutating func int(_ name: String) -> Int? {
        guard let (written, field) = field(name) else { return nil }
        if case .scalar(let text, let kind) = field.value, kind == .integer || kind == .string, let value = Int(text) {
            return value
        }
        return invalid(written, field, "a whole number")
    }

    /// A whole number, or a decimal one cut to its whole part, as Hugo reads a `weight` (`3.5` is 3).
    mutating func intCuttingDecimals(_ name: String) -> Int? {
        guard let (written, field) = field(name) else { return nil }
        if case .scalar(let text, let kind) = field.value, kind == .integer || kind == .float || kind == .string {
            if let value = Int(text) { return value }
            if let value = Double(text), value.isFinite, abs(value) < Double(Int.max) { return Int(value) }
        }
        return invalid(written, field, "a number")
    }

    /// A date written `2024-05-31`, with or without a time after it; the day is what the site shows.
    mutating func date(_ name: String) -> PageDate? {
        guard let (written, field) = field(name) else { return nil }
        return day(written, field, expected: "a date like 2024-05-31")
    }

    /// A date, or the `created:` and `updated:` dates of MkDocs Material's blog (`date: {created: …, updated: …}`).
    mutating func dates(_ name: String) -> (created: PageDate?, updated: PageDate?) {
        guard let (written, field) = field(name) else { return (nil, nil) }
        let expected = "a date like 2024-05-31, or created: and updated: dates"
        guard case .table(let dates) = field.value else { return (day(written, field, expected: expected), nil) }
        func given(_ key: String) -> PageDate? {
            guard case .scalar(let text, _)? = dates[key] else { return nil }
            return PageDate(text)
        }
        let known = dates.keys.filter { ["created", "updated"].contains($0) }
        guard !known.isEmpty, known.allSatisfy({ given($0) != nil }) else { return invalid(written, field, expected) ?? (nil, nil) }
        return (given("created"), given("updated"))
    }

    /// One text or a list of texts (`aliases: /old/` or `aliases: [/a/, /b/]`).
    mutating func strings(_ name: String) -> [String] {
        guard let (written, field) = field(name) else { return [] }
        switch field.value {
        case .scalar(_, .null): return []
        case .scalar(let text, _): return [text]
        case .list(let values):
            var texts: [String] = []
            for value in values {
                guard case .scalar(let text, _) = value else { return invalid(written, field, "a list of texts") ?? [] }
                texts.append(text)
            }
            return texts
        case .table: return invalid(written, field, "a text or a list of texts") ?? []
        }
    }

    /// The fields nothing has read, by name, for templates.
    var unread: [String: HeaderValue] {
        fields.fields.filter { !read.contains($0.key) }.mapValues(\.value)
    }

    /// Warns about each unread key that looks like a misspelt `known` key (`titel`, `oder`).
    mutating func warnAboutNearMisses(of known: [String]) {
        fields.diagnostics += nearMisses(of: known)
    }

    /// A warning for each unread key that looks like a misspelt `known` key.
    func nearMisses(of known: [String]) -> [SiteDiagnostic] {
        fields.names.filter { !read.contains($0) }.compactMap { name in
            guard let match = KeyDistance.closest(to: name, among: known) else { return nil }
            return fields.diagnostic(
                at: fields.fields[name]?.keyPlace, "unknown setting '\(name)' is kept for templates as params.\(name); did you mean '\(match)'?", severity: .warning)
        }
    }

    /// A field's date; nothing for a null; else an error naming what was `expected`.
    private mutating func day(_ name: String, _ field: HeaderFields.Field, expected: String) -> PageDate? {
        if case .scalar(let text, let kind) = field.value, kind != .null, let date = PageDate(text) ?? PageDate(writtenInWords: text) { return date }
        if case .scalar(_, .null) = field.value { return nil }
        // An empty date is none, as Hugo reads `lastmod: ""` (then `date` stands for it).
        if case .scalar(let text, .string) = field.value, text.allSatisfy(\.isWhitespace) { return nil }
        return invalid(name, field, expected)
    }

    private mutating func invalid<Value>(_ name: String, _ field: HeaderFields.Field, _ expected: String) -> Value? {
        fields.diagnostics.append(fields.diagnostic(at: field.valuePlace, "invalid value '\(field.value.shown)' for '\(name)': expected \(expected)"))
        return nil
    }
}

/// A calendar day from a header, kept as written: `2024-05-31`.
package struct PageDate: Sendable, Equatable, Comparable {
    /// `YYYY-MM-DD`.
    package let day: String

    /// Reads the leading `YYYY-MM-DD` of a date or date-time; `nil` when there is none or it is no real day.
    /// A month or day of one digit (`2016-3-5 9:00:00`, as YAML reads a timestamp and Jekyll writes some) is read
    /// as its two. Spaces before it, a no-break space among them, are skipped, as JavaScript's `Date` skips them.
    init?(_ text: String) {
        let bytes = Array(text.drop(while: \.isWhitespace).utf8)
        func number(from start: Int, digits: ClosedRange<Int>) -> (value: Int, end: Int)? {
            var end = start
            while end < bytes.count, end - start < digits.upperBound, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
            guard digits.contains(end - start) else { return nil }
            return (Int(String(decoding: bytes[start..<end], as: UTF8.self)) ?? 0, end)
        }
        guard let year = number(from: 0, digits: 4...4), year.end < bytes.count, bytes[year.end] == UInt8(ascii: "-"),
            let month = number(from: year.end + 1, digits: 1...2), month.end < bytes.count, bytes[month.end] == UInt8(ascii: "-"),
            let dayOfMonth = number(from: month.end + 1, digits: 1...2)
        else { return nil }
        let rest = bytes[dayOfMonth.end...]
        guard rest.isEmpty || rest.first == UInt8(ascii: "T") || rest.first == UInt8(ascii: " ") || rest.first == UInt8(ascii: "t") else { return nil }
        guard (1...12).contains(month.value), (1...31).contains(dayOfMonth.value) else { return nil }
        func padded(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        day = String(decoding: bytes[0..<4], as: UTF8.self) + "-" + padded(month.value) + "-" + padded(dayOfMonth.value)
    }

    /// A date with its month in English words, as Ruby's `Time.parse` reads it for Jekyll: `date(1)`'s
    /// `Fri Sep  3 11:21:31 CEST 2021`, RFC 2822's `Fri, 03 Sep 2021 11:21:31 +0200`, `September 3, 2021`,
    /// `3 Sep 2021`. One month name, one four-digit year and one day of one or two digits, or `nil`.
    init?(writtenInWords text: String) {
        let words = text.split { !$0.isLetter && !$0.isNumber && $0 != ":" }
        var month: Int?
        var year: Int?
        var dayOfMonth: Int?
        for word in words where !word.contains(":") {
            if word.allSatisfy(\.isNumber) {
                if word.count == 4 {
                    // A second one is a zone's offset (`+0200`).
                    if year == nil { year = Int(word) }
                } else if word.count <= 2, dayOfMonth == nil {
                    dayOfMonth = Int(word)
                } else {
                    return nil
                }
            } else if let index = Self.monthNames.firstIndex(where: { word.lowercased() == $0 || (word.count == 3 && $0.hasPrefix(word.lowercased())) }) {
                guard month == nil else { return nil }
                month = index + 1
            }
        }
        guard let month, let year, let dayOfMonth, (1...31).contains(dayOfMonth) else { return nil }
        func padded(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        day = "\(year)-" + padded(month) + "-" + padded(dayOfMonth)
    }

    private static let monthNames = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
    ]

    package static func < (lhs: PageDate, rhs: PageDate) -> Bool { lhs.day < rhs.day }
}

/// How far apart two setting names are, to recognise typos of known ones.
enum KeyDistance {
    /// The known key at most one edit from `name` (two for names of five letters or more), adjacent swaps
    /// counting as one; `nil` when none is that close or `name` is itself known in another case.
    static func closest(to name: String, among known: [String]) -> String? {
        let lowered = name.lowercased()
        guard !known.contains(where: { $0.lowercased() == lowered }) else { return nil }
        let limit = lowered.count >= 5 ? 2 : 1
        var best: (name: String, distance: Int)?
        for candidate in known {
            let distance = optimalStringAlignment(Array(lowered), Array(candidate.lowercased()))
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    static func optimalStringAlignment(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
