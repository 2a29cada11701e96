import Foundation

/// A page's HTML as the print page holds it, among every other page's: each id it defines, and each reference to
/// one (`for`, `aria-labelledby`, `url(#…)`, `href="#…"`), takes the page's anchor as a prefix, so two pages'
/// `#install` headings stay apart and the page validates; a link to a page of the print page goes to that page's
/// place on it; any other relative URL is rebased from the page's folder onto the print page's.
///
/// One pass over the bytes with `HTMLAttributeRewriter`: text, comments and code are copied as they are, so a code
/// block that shows `id="x"` or `url(#x)` keeps its text.
struct PrintRewriter: Sendable {
    /// Each page's anchor on the print page, by its output file (`guide/setup/index.html` → `guide-setup`).
    let anchors: [String: String]
    let basePath: String
    /// The way from the print page's folder back to the root: `../`.
    let rootFromPrint: String

    /// `html`, written by a page in `folder` (decoded, as `PageLocation.directory`), for the chapter at `anchor`.
    func rewrite(_ html: String, anchor: String, folder: String) -> String {
        let page = Page(rewriter: self, anchor: anchor, folder: folder, encodedFolder: PercentEncoding.encodedPath(folder))
        let rewriter = HTMLAttributeRewriter(value: page.append, styleText: page.appendFragmentReferences)
        return String(decoding: rewriter.rewrite(Array(html.utf8)), as: UTF8.self)
    }
}

private extension PrintRewriter {
    /// Attributes that hold one id, or several separated by spaces.
    static let idAttributes: Set<String> = ["id", "name", "for", "list", "form", "aria-activedescendant", "aria-errormessage"]
    static let idListAttributes: Set<String> = [
        "aria-labelledby", "aria-describedby", "aria-controls", "aria-owns", "aria-details", "aria-flowto", "headers",
    ]
    /// Attributes that hold a URL, and whether a reader follows it to another page (`src` only loads a file).
    static let urlAttributes: [String: Bool] = ["href": true, "xlink:href": true, "usemap": true, "src": false, "poster": false]

    /// One page's part of the rewrite.
    struct Page {
        let rewriter: PrintRewriter
        let anchor: String
        let folder: String
        let encodedFolder: String

        /// Appends an attribute's value, rewritten as its kind asks.
        func append(_ attribute: String, _ value: ArraySlice<UInt8>, to output: inout [UInt8]) {
            if PrintRewriter.idAttributes.contains(attribute) {
                if !value.isEmpty { appendPrefix(to: &output) }
                output += value
            } else if PrintRewriter.idListAttributes.contains(attribute) {
                for (number, id) in value.split(whereSeparator: HTMLAttributeRewriter.isSpace).enumerated() {
                    if number > 0 { output.append(UInt8(ascii: " ")) }
                    appendPrefix(to: &output)
                    output += id
                }
            } else if let isLink = PrintRewriter.urlAttributes[attribute] {
                output += url(String(decoding: value, as: UTF8.self), isLink: isLink).utf8
            } else {
                appendFragmentReferences(in: value, to: &output)
            }
        }

        func appendPrefix(to output: inout [UInt8]) {
            output += anchor.utf8
            output.append(UInt8(ascii: ":"))
        }

        /// `url(#x)` (and `url('#x')`) made `url(#anchor:x)`: an SVG's gradients and filters, in an attribute or a style sheet.
        func appendFragmentReferences(in text: ArraySlice<UInt8>, to output: inout [UInt8]) {
            var index = text.startIndex
            while let found = HTMLAttributeRewriter.find(text, HTMLAttributeRewriter.urlOpen, from: index) {
                var hash = found + 4
                if hash < text.endIndex, text[hash] == UInt8(ascii: "'") || text[hash] == UInt8(ascii: "\"") { hash += 1 }
                hash = min(hash, text.endIndex)
                output += text[index..<hash]
                index = hash
                if index < text.endIndex, text[index] == UInt8(ascii: "#") {
                    output.append(UInt8(ascii: "#"))
                    appendPrefix(to: &output)
                    index += 1
                }
            }
            output += text[index...]
        }

        /// Where `url` leads from the print page: this page's own fragments and links to pages of the print page
        /// to their places on it; other relative URLs rebased; absolute and external ones as they are.
        func url(_ url: String, isLink: Bool) -> String {
            if url.startsWithHash { return place(anchor, fragment: url.dropFirst()) }
            guard LinkTarget.isInternal(url) else { return url }
            let written = url.contains("&") ? url.replacingOccurrences(of: "&amp;", with: "&") : url
            if isLink, let target = LinkTarget.outputPath(for: written, inFolder: folder, basePath: rewriter.basePath),
                let page = rewriter.anchors[target] ?? rewriter.anchors[target + "/index.html"]
            {
                return place(page, fragment: url.firstIndex(of: "#").map { url[url.index(after: $0)...] } ?? "")
            }
            if url.hasPrefix("/") { return url }
            let split = url.firstIndex { $0 == "?" || $0 == "#" } ?? url.endIndex
            let path = url[..<split]
            // A URL that climbs out of the site (a neighbouring book's) is left as the author wrote it.
            guard let resolved = SitePaths.resolve(path.isEmpty ? "./" : String(path), in: encodedFolder) else { return url }
            let rebased = rewriter.rootFromPrint + resolved + url[split...]
            return rebased.isEmpty ? "./" : rebased
        }

        /// `#page` for the top of a page (no fragment, or `#top`), `#page:fragment` for a place in it.
        func place(_ page: String, fragment: Substring) -> String {
            fragment.isEmpty || fragment == "top" ? "#" + page : "#" + page + ":" + fragment
        }
    }
}
