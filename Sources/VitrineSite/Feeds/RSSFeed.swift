/// A feed in RSS 2.0: the channel's title, link and description, and per item a title, link, permanent guid,
/// date, the summary as `description` and the whole page as `content:encoded`, as most readers expect it.
extension Feed {
    var rss: String {
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        xml += "<rss version=\"2.0\" xmlns:atom=\"http://www.w3.org/2005/Atom\" xmlns:content=\"http://purl.org/rss/1.0/modules/content/\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\">\n"
        xml += "  <channel>\n"
        xml += "    <title>\(title.xmlEscaped)</title>\n"
        xml += "    <link>\(pageURL.xmlEscaped)</link>\n"
        // RSS requires a description: the feed's title stands in when neither the section nor the site has one.
        xml += "    <description>\((subtitle.isEmpty ? title : subtitle).xmlEscaped)</description>\n"
        if let languageTag { xml += "    <language>\(languageTag)</language>\n" }
        xml += "    <lastBuildDate>\(updated.rfc822)</lastBuildDate>\n"
        xml += "    <generator>vitrine</generator>\n"
        xml += "    <atom:link rel=\"self\" type=\"application/rss+xml\" href=\"\(rssURL.xmlEscaped)\"/>\n"
        for entry in entries {
            xml += "    <item>\n"
            xml += "      <title>\(entry.title.xmlEscaped)</title>\n"
            xml += "      <link>\(entry.url.xmlEscaped)</link>\n"
            xml += "      <guid isPermaLink=\"true\">\(entry.url.xmlEscaped)</guid>\n"
            xml += "      <pubDate>\(entry.published.rfc822)</pubDate>\n"
            // RSS's own `author` must be an email address: a name goes in Dublin Core's `creator`.
            if let author = entry.author { xml += "      <dc:creator>\(author.xmlEscaped)</dc:creator>\n" }
            if !entry.summary.isEmpty { xml += "      <description>\(entry.summary.xmlEscaped)</description>\n" }
            xml += "      <content:encoded>\(entry.content.xmlEscaped)</content:encoded>\n"
            xml += "    </item>\n"
        }
        return xml + "  </channel>\n</rss>\n"
    }
}
