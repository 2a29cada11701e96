import CCmark

/// What a fence line of `BlockAdmonitions` says: a container's header (its name and title) or closing fence, a
/// list marker it opens on, a plugin's directive, and the options of a `///` block.
extension BlockAdmonitions {
    /// Whether the indented line at `index` continues a list item: the nearest line above it that is indented
    /// less starts with a list marker whose text begins no further right than this line.
    static func isInListItem(_ lines: [ArraySlice<UInt8>], before index: Int, indent: Int) -> Bool {
        var above = index - 1
        while above >= 0 {
            let line = lines[above]
            let own = Bytes.indentation(of: line)
            if !Bytes.isBlank(line), own.columns < indent {
                let rest = line.dropFirst(own.bytes)
                let digits = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
                let marker = digits > 0 ? rest.dropFirst(digits).prefix(1) : rest.prefix(1)
                guard let symbol = marker.first, [UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: ")")].contains(symbol),
                    digits > 0 || symbol != UInt8(ascii: ".")
                else { return false }
                let afterMarker = rest.dropFirst(digits + 1)
                return afterMarker.first == UInt8(ascii: " ") && own.columns + digits + 1 + Bytes.indentation(of: afterMarker).columns <= indent
            }
            above -= 1
        }
        return false
    }

    /// The length of the list marker, with its indentation and the spaces after it, of a line whose item opens
    /// with a `:::` container header (`- :::warning`, `1. :::tip`), or nil.
    static func listMarkerBeforeContainer(_ line: ArraySlice<UInt8>) -> Int? {
        let indent = Bytes.indentation(of: line)
        let rest = line.dropFirst(indent.bytes)
        let digits = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
        guard digits <= 9, let symbol = rest.dropFirst(digits).first else { return nil }
        let isMarker = digits > 0 ? symbol == UInt8(ascii: ".") || symbol == UInt8(ascii: ")")
            : symbol == UInt8(ascii: "-") || symbol == UInt8(ascii: "*") || symbol == UInt8(ascii: "+")
        guard isMarker else { return nil }
        let afterMarker = rest.dropFirst(digits + 1)
        let spaces = afterMarker.prefix { $0 == UInt8(ascii: " ") }.count
        guard (1...4).contains(spaces) else { return nil }
        let content = afterMarker.dropFirst(spaces)
        guard content.starts(with: Array(":::".utf8)), closingFence(content) == nil, header(content) != nil else { return nil }
        return indent.bytes + digits + 1 + spaces
    }

    /// `/// name | title` or `::: name title` (`:::name[title]`): the fence's character and length, the name
    /// in lower case and the title as written (nil without one).
    /// The dotted name of a `::: a.b.c` line (three colons, a space, then a Python path with a dot, alone on
    /// its line), or `nil`.
    static func pluginDirective(_ line: ArraySlice<UInt8>) -> String? {
        guard line.starts(with: Array(":::".utf8)), line.dropFirst(3).first == UInt8(ascii: " ") else { return nil }
        let name = line.dropFirst(4).prefix { !Bytes.isSpace($0) }
        guard name.contains(UInt8(ascii: ".")), name.first.map(Bytes.isAlpha) == true || name.first == UInt8(ascii: "_"),
            name.allSatisfy({ Bytes.isAlphanumeric($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") }),
            Bytes.isBlank(line.dropFirst(4 + name.count))
        else { return nil }
        return String(decoding: name, as: UTF8.self)
    }

    static func header(_ line: ArraySlice<UInt8>) -> (marker: UInt8, count: Int, name: String, title: String?)? {
        guard let marker = line.first, marker == UInt8(ascii: "/") || marker == UInt8(ascii: ":") else { return nil }
        let count = line.prefix { $0 == marker }.count
        guard count >= 3 else { return nil }
        let rest = String(decoding: line.dropFirst(count), as: UTF8.self)
        let name: String
        let title: String?
        if marker == UInt8(ascii: "/") {
            guard rest.first == " " || rest.first == "\t" else { return nil }
            let parts = rest.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
            name = String(parts[0]).trimmingSpaces().lowercased()
            title = parts.count > 1 ? String(parts[1]).trimmingSpaces() : nil
        } else {
            let trimmed = Substring(rest.trimmingSpaces())
            let word = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            name = word.lowercased()
            var after = trimmed.dropFirst(word.count)
            // Attributes in braces (`{open}`, `{icon=…}`) are the other tool's business.
            if let brace = after.lastIndex(of: "{"), after.hasSuffix("}") { after = after[..<brace] }
            if after.first == "[", let close = after.lastIndex(of: "]") {
                title = String(after[after.index(after: after.startIndex)..<close])
            } else {
                let text = String(after).trimmingSpaces()
                guard word.isEmpty == false, text.isEmpty || after.first == " " || after.first == "\t" else { return nil }
                title = text.isEmpty ? nil : text
            }
        }
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic,
              name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "-" || $0 == "_" })
        else { return nil }
        return (marker, count, name, title.map(withoutComponentTags))
    }

    /// A line of three or more slashes or colons alone: which, and how many.
    static func closingFence(_ line: ArraySlice<UInt8>) -> (marker: UInt8, count: Int)? {
        guard let marker = line.first, marker == UInt8(ascii: "/") || marker == UInt8(ascii: ":") else { return nil }
        let count = line.prefix { $0 == marker }.count
        return count >= 3 && Bytes.isBlank(line.dropFirst(count)) ? (marker, count) : nil
    }

    /// What a block of this name shows before its options are read; nil for a block vitrine does not know.
    /// A title without the tags of components (`<Version>3.2.0</Version>`, `<Badge text="x" />`), which
    /// VitePress and MDX draw and vitrine does not: their text stays. Lowercase tags stay as written.
    static func withoutComponentTags(_ title: String) -> String {
        guard title.contains("<") else { return title }
        var output = ""
        var rest = title[...]
        while let open = rest.firstIndex(of: "<") {
            output += rest[..<open]
            let name = rest[rest.index(after: open)...].drop { $0 == "/" }
            guard name.first?.isUppercase == true, let close = name.firstIndex(of: ">") else {
                output.append("<")
                rest = rest[rest.index(after: open)...]
                continue
            }
            rest = rest[rest.index(after: close)...]
        }
        return (output + rest).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    static func admonition(named name: String, title: String?) -> Admonitions.Found? {
        let title = title.flatMap { $0.isEmpty ? nil : $0 }
        switch name {
        case "admonition":
            return Admonitions.Found(kind: "note", title: title ?? "", style: .box)
        case "details":
            return Admonitions.Found(kind: "note", title: title ?? "", style: .collapsed)
        case "tab":
            return Admonitions.Found(kind: "", title: title ?? "", style: .tab(selected: false, startsSet: false))
        case "code-group":
            return Admonitions.Found(kind: codeGroupKind, title: "", style: .box)
        case _ where Admonitions.knownTypes.contains(name):
            return Admonitions.Found(kind: Admonitions.kind(ofType: name), title: title ?? Admonitions.defaultTitle(ofType: name), style: .box)
        default:
            return nil
        }
    }

    /// `type: warning` sets the colour (and the title, when none was given) of `admonition` and `details`;
    /// `open: true` opens a details block. Other options (`attrs`…) are read past.
    static func applying(option line: ArraySlice<UInt8>, to admonition: Admonitions.Found, named name: String, title: String?)
        -> Admonitions.Found
    {
        let text = String(decoding: line, as: UTF8.self)
        guard let colon = text.firstIndex(of: ":") else { return admonition }
        let key = String(text[..<colon]).trimmingSpaces()
        let value = String(text[text.index(after: colon)...]).trimmingSpaces().trimmingQuotes()
        switch key {
        case "type" where name == "admonition" || name == "details":
            let type = value.lowercased()
            let hasTitle = !(title ?? "").isEmpty
            return Admonitions.Found(kind: Admonitions.kind(ofType: type), title: hasTitle ? admonition.title : Admonitions.defaultTitle(ofType: type), style: admonition.style)
        case "open" where name == "details":
            let isOpen = ["true", "yes", "on", "1"].contains(value.lowercased())
            return Admonitions.Found(kind: admonition.kind, title: admonition.title, style: isOpen ? .expanded : .collapsed)
        default:
            return admonition
        }
    }
}

private extension String {
    func trimmingQuotes() -> String {
        var text = Substring(self)
        while let first = text.first, first == "\"" || first == "'" { text = text.dropFirst() }
        while let last = text.last, last == "\"" || last == "'" { text = text.dropLast() }
        return String(text)
    }
}
