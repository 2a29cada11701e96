/// The script a served HTML page gets, and how it gets it.
///
/// Only responses carry it: the snapshot on disk stays as the site builder wrote it.
enum ReloadClient {
    static let eventsPath = PreviewPaths.events
    static let scriptKey = PreviewPaths.clientScriptKey
    static let scriptETag = "\"vitrine-client-2\""

    /// Puts the script tag before the last `</body>`, or at the end when there is none.
    static func inject(into html: [UInt8], generation: Int) -> [UInt8] {
        let tag = Array("<script src=\"/\(scriptKey)\" data-generation=\"\(generation)\"></script>".utf8)
        let closing = Array("</body".utf8)
        var index = html.count - closing.count
        while index >= 0 {
            if zip(html[index...], closing).allSatisfy({ lowercased($0) == $1 }) {
                return Array(html[..<index]) + tag + Array(html[index...])
            }
            index -= 1
        }
        return html + tag
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// Reloads after a rebuild, swaps stylesheets when only they changed, shows build errors in an overlay.
    /// The overlay is built with `textContent`, so a message is never parsed as HTML.
    static let script = #"""
        (() => {
          let generation = Number(document.currentScript.dataset.generation);
          // A page left for another closes its stream: a browser allows six connections per host, and
          // pages kept in the back/forward cache would otherwise hold them open and stall the seventh page.
          let source = null;
          addEventListener("pagehide", () => { source?.close(); source = null; });
          addEventListener("pageshow", (e) => { if (e.persisted) connect(); });
          connect();
          function connect() {
            source = new EventSource("\#(PreviewPaths.events)");
            source.addEventListener("hello", (e) => { if (Number(e.data) !== generation) location.reload(); });
            source.addEventListener("reload", () => location.reload());
            source.addEventListener("css", (e) => {
              const change = JSON.parse(e.data);
              generation = change.generation;
              for (const link of document.querySelectorAll('link[rel~="stylesheet"]')) {
                const url = new URL(link.href, location.href);
                if (url.origin !== location.origin || !change.paths.includes(url.pathname)) continue;
                url.searchParams.set("v", String(generation));
                link.href = url.href;
              }
            });
            source.addEventListener("overlay", (e) => {
              const failure = JSON.parse(e.data);
              let box = document.getElementById("__vitrine-overlay");
              if (!box) {
                box = document.createElement("div");
                box.id = "__vitrine-overlay";
                box.style.cssText = "position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2em;" +
                  "background:rgba(24,0,0,.92);color:#fff;font:14px/1.5 ui-monospace,Menlo,monospace;white-space:pre-wrap";
                document.documentElement.appendChild(box);
              }
              box.replaceChildren();
              const title = document.createElement("h2");
              title.textContent = "Build failed";
              box.appendChild(title);
              for (const problem of failure.problems) {
                const line = document.createElement("p");
                const where = document.createElement("strong");
                where.textContent = problem.location;
                line.append(where, " " + problem.message);
                box.appendChild(line);
              }
            });
            source.addEventListener("clear", () => document.getElementById("__vitrine-overlay")?.remove());
          }
        })();
        """#
}
