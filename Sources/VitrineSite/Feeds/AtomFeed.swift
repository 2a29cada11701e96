/// A feed in Atom (RFC 4287): a lasting id, a title, an `updated` date, an author and a `self` link for the
/// feed; an id, title, link, dates, summary and the whole page as HTML for each entry.
extension Feed {
    var atom: String {
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        xml += "<feed xmlns=\"http://www.w3.org/2005/Atom\"" + (languageTag.map { " xml:lang=\"\($0)\"" } ?? "") + ">\n"
        xml += "  <id>\(pageURL.xmlEscaped)</id>\n"
        xml += "  <title>\(title.xmlEscaped)</title>\n"
        if !subtitle.isEmpty { xml += "  <subtitle>\(subtitle.xmlEscaped)</subtitle>\n" }
        xml += "  <updated>\(updated.rfc3339)</updated>\n"
        xml += "  <link rel=\"self\" type=\"application/atom+xml\" href=\"\(atomURL.xmlEscaped)\"/>\n"
        xml += "  <link rel=\"alternate\" type=\"text/html\" href=\"\(pageURL.xmlEscaped)\"/>\n"
        xml += "  <author><name>\(author.xmlEscaped)</name></author>\n"
        xml += "  <generator>vitrine</generator>\n"
        for entry in entries {
            xml += "  <entry>\n"
            xml += "    <id>\(entry.url.xmlEscaped)</id>\n"
            xml += "    <title>\(entry.title.xmlEscaped)</title>\n"
            xml += "    <link rel=\"alternate\" type=\"text/html\" href=\"\(entry.url.xmlEscaped)\"/>\n"
            xml += "    <published>\(entry.published.rfc3339)</published>\n"
            xml += "    <updated>\(entry.updated.rfc3339)</updated>\n"
            if let author = entry.author { xml += "    <author><name>\(author.xmlEscaped)</name></author>\n" }
            if !entry.summary.isEmpty { xml += "    <summary>\(entry.summary.xmlEscaped)</summary>\n" }
            xml += "    <content type=\"html\">\(entry.content.xmlEscaped)</content>\n"
            xml += "  </entry>\n"
        }
        return xml + "</feed>\n"
    }
}
