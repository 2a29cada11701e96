// Times `SearchIndex.files` on a generated documentation tree and reports the index's size.
//
//   vitrine-search-benchmarks [--pages 1000] [--runs 9] [--write FOLDER] [--html SITE] [--markdown FOLDER]
//
// --markdown FOLDER writes the generated site as a vitrine site (FOLDER/Site, raw HTML pages, and
// FOLDER/Templates, minimal), to time a whole `vitrine build` of it.
// --html indexes the pages of a built site instead of the generated one (every index.html under SITE
// outside catalog/ and search/: its <title> and its <body>), e.g. Benchmarks/build's corpus.
// --write puts the index files under FOLDER (FOLDER/search/…) for Benchmarks/Search/measure.py, which
// serves them and measures what queries download and how long they take in Chromium.
import Dispatch
import Foundation
import VitrineSearch

let arguments = CommandLine.arguments
func option(_ name: String, _ fallback: String) -> String {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return fallback }
    return arguments[index + 1]
}
let pageCount = Int(option("--pages", "1000"))!
let runs = Int(option("--runs", "9"))!
let folder = option("--write", "")

/// The pages of a site `vitrine build` wrote, as the build hands them to the index (near enough: the
/// body of a minimal template is the page's content).
func builtPages(in folder: String) -> [(document: SearchDocument, html: String)] {
    let root = URL(fileURLWithPath: folder)
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
    return files.filter { $0.lastPathComponent == "index.html" }.compactMap { file in
        let relative = String(file.deletingLastPathComponent().path.dropFirst(root.path.count)).drop { $0 == "/" }
        guard !relative.hasPrefix("catalog"), !relative.hasPrefix("search"), let html = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        func between(_ start: String, _ end: String) -> String {
            guard let open = html.range(of: start), let close = html.range(of: end, range: open.upperBound..<html.endIndex) else { return "" }
            return String(html[open.upperBound..<close.lowerBound])
        }
        // The default theme's page content sits in its article; the menu around it is not indexed.
        let article = between("<article class=\"page\">", "</article>")
        let body = article.isEmpty ? between("<body>", "</body>") : article
        return (SearchDocument(url: relative.isEmpty ? "" : relative + "/", title: between("<title>", "</title>"), section: "", html: body), body)
    }
}

let htmlFolder = option("--html", "")
var site = SyntheticSite()
// Read from their HTML before timing: a build hands the index pages already read.
let pages = htmlFolder.isEmpty ? site.documents(count: pageCount) : builtPages(in: htmlFolder)
let documents = pages.map(\.document)
let htmlBytes = pages.reduce(0) { $0 + $1.html.utf8.count }

/// CPU time of the whole process (every thread), in milliseconds.
func processorTime() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let total = usage.ru_utime.tv_sec + usage.ru_stime.tv_sec
    return Double(total) * 1e3 + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3
}

var timings: [Double] = []
var processorTimes: [Double] = []
var files: [(path: String, bytes: [UInt8])] = []
for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    let processorStart = processorTime()
    files = SearchIndex.files(for: documents, language: "en")
    timings.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    processorTimes.append(processorTime() - processorStart)
}
timings.sort()
processorTimes.sort()
let indexBytes = files.reduce(0) { $0 + $1.bytes.count }
print("pages \(documents.count), body HTML \(htmlBytes / 1024) KB")
print(String(format: "SearchIndex.files: median %.1f ms, min %.1f ms, max %.1f ms (%d runs)", timings[runs / 2], timings[0], timings[runs - 1], runs))
print(String(format: "  CPU time (all threads): median %.1f ms", processorTimes[runs / 2]))
print("index: \(files.count) files, \(indexBytes / 1024) KB")
for prefix in ["search/index.json", "search/terms/", "search/postings/", "search/pages/"] {
    let sizes = files.filter { $0.path.hasPrefix(prefix) }.map(\.bytes.count)
    print("  \(prefix): \(sizes.count) files, \(sizes.reduce(0, +) / 1024) KB, largest \((sizes.max() ?? 0) / 1024) KB")
}

if !folder.isEmpty {
    for file in files {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(file.path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.bytes).write(to: url)
    }
    print("wrote \(folder)/search/")
}

let markdownFolder = option("--markdown", "")
if !markdownFolder.isEmpty {
    func write(_ text: String, _ path: String) throws {
        let url = URL(fileURLWithPath: markdownFolder).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
    try write("title: Bench\nrawHTML: true\n", "Site/config.yml")
    for (document, html) in pages {
        try write("---\ntitle: \"\(document.title)\"\n---\n\n" + html, "Site/" + document.url.dropLast() + ".md")
    }
    let layout = "<!DOCTYPE html><html><head><title>{{title}}</title></head><body>{{{content}}}</body></html>"
    for name in ["page", "catalog-page", "catalog-index", "404"] { try write(layout, "Templates/\(name).mustache") }
    print("wrote \(markdownFolder)/Site and Templates")
}
