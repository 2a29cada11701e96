import Foundation
import Testing
import Vitrine
import VitrinePreview
import VitrineRaster
import VitrineSite

/// The render endpoint and the served catalog page's controls, against a live server on the real site.
@Suite("Live controls and the render endpoint")
struct LiveControlsTests {
    static let hostile = "<script>alert(1)</script>&\"'"
    static let hostileQuery = "%3Cscript%3Ealert(1)%3C%2Fscript%3E%26%22%27"

    static func site() throws -> Snapshot {
        let root = SiteEndToEndTests.root
        let builder = SiteBuilder(options: SiteOptions(
            siteDirectory: root.appendingPathComponent("Site").path, templatesDirectory: root.appendingPathComponent("Templates").path))
        return try builder.build().snapshot
    }

    /// The message `vitrine render` prints for these arguments (empty if it accepts them).
    static func cliMessage(_ component: String, _ arguments: [Argument]) -> String {
        do throws(ParameterError) {
            _ = try Components.named(component).resolve(arguments)
            return ""
        } catch {
            return error.message(spelling: .option)
        }
    }

    /// What `vitrine render NAME` prints in the project's folder, whose site has a component of its own.
    static func cliMessageForComponent(_ name: String) -> String {
        do throws(ParameterError) {
            _ = try SiteComponents.load(siteDirectory: SiteEndToEndTests.root.appendingPathComponent("Site").path).set.named(name)
            return ""
        } catch {
            return error.message(spelling: .option)
        }
    }

    @Test func rendersWhatTheCommandLineRenders() async throws {
        try await TestServer.run(try Self.site()) { server in
            let answer = try await fetch(port: server.port, "/__vitrine/render/veil.svg?orientation=landscapeLeft&message=Sending+now")
            #expect(answer.status == 200)
            #expect(answer.headers["content-type"] == "image/svg+xml")
            #expect(answer.headers["cache-control"] == "no-cache")
            let expected = try Components.named("veil").render([Argument("orientation", "landscapeLeft"), Argument("message", "Sending now")])
            #expect(answer.text == expected)
            let still = try await fetch(port: server.port, "/__vitrine/render/activity-indicator.svg?at=0.3")
            #expect(still.status == 200)
            #expect(!still.text.contains("@keyframes") && !still.text.contains("<animate"))
        }
    }

    @Test func refusesABadValueWithTheCommandLinesMessage() async throws {
        try await TestServer.run(try Self.site()) { server in
            let cases: [(String, [Argument])] = [
                ("orientation=sideways", [Argument("orientation", "sideways")]),
                ("period=99", [Argument("period", "99")]),
                ("colour=red", [Argument("colour", "red")]),
                ("at=soon", [Argument("at", "soon")]),
            ]
            for (query, arguments) in cases {
                let component = query.hasPrefix("orientation") ? "veil" : "activity-indicator"
                let answer = try await fetch(port: server.port, "/__vitrine/render/\(component).svg?\(query)")
                let message = Self.cliMessage(component, arguments)
                #expect(!message.isEmpty)
                #expect(answer.status == 400, "\(query)")
                #expect(answer.headers["content-type"] == "text/plain; charset=utf-8")
                #expect(answer.text == message + "\n", "\(query)")
            }
            let unknown = try await fetch(port: server.port, "/__vitrine/render/vale.svg")
            #expect(unknown.status == 404)
            #expect(unknown.text == Self.cliMessageForComponent("vale") + "\n")
            let malformed = try await fetch(port: server.port, "/__vitrine/render/veil.svg?message=%ZZ")
            #expect(malformed.status == 400)
        }
    }

    @Test func hostileTextComesBackAsTextInTheSVG() async throws {
        try await TestServer.run(try Self.site()) { server in
            let answer = try await fetch(port: server.port, "/__vitrine/render/veil.svg?message=\(Self.hostileQuery)")
            #expect(answer.status == 200)
            #expect(!answer.text.contains("<script"))
            #expect(answer.text.contains("&lt;script&gt;alert(1)&lt;/script&gt;&amp;"))
            #expect(answer.headers["content-security-policy"]?.contains("default-src 'none'") == true)
            let refused = try await fetch(port: server.port, "/__vitrine/render/veil.svg?orientation=\(Self.hostileQuery)")
            #expect(refused.status == 400)
            #expect(refused.headers["content-type"] == "text/plain; charset=utf-8")
        }
    }

    @Test func servedCatalogPageHasAControlPerParameterAndTheStaticOneHasNone() async throws {
        let site = try Self.site()
        for component in Components.all {
            let page = String(decoding: try #require(site.files["catalog/\(component.name)/index.html"]).bytes, as: UTF8.self)
            #expect(!page.contains("<form"), "\(component.name)")
        }
        try await TestServer.run(site) { server in
            for component in Components.all {
                let page = try await fetch(port: server.port, "/catalog/\(component.name)/")
                #expect(page.status == 200)
                #expect(page.text.contains("<form class=\"controls\" method=\"get\""))
                for parameter in component.parameters + [ComponentDescription.momentParameter] {
                    #expect(page.text.contains("<label for=\"p-\(parameter.name)\">\(parameter.name)</label>"), "\(component.name) \(parameter.name)")
                    #expect(page.text.contains("name=\"\(parameter.name)\""), "\(component.name) \(parameter.name)")
                }
                if case .choice(let names) = component.parameters[0].kind {
                    for name in names { #expect(page.text.contains("<option value=\"\(name)\"")) }
                }
                #expect(page.text.contains("<code>vitrine render \(component.name) -o \(component.name).svg</code>"))
                #expect(page.text.contains("src=\"/__vitrine/render/\(component.name).svg\""))
            }
            let changed = try await fetch(port: server.port, "/catalog/veil/?orientation=landscapeRight&message=Hi+there&at=")
            #expect(changed.text.contains("<option value=\"landscapeRight\" selected>"))
            // The template escapes apostrophes too; a browser shows (and copies) the command as the shell wants it.
            #expect(changed.text.contains("<code>vitrine render veil --message &#39;Hi there&#39; --orientation landscapeRight -o veil.svg</code>"))
            #expect(changed.text.contains("src=\"/__vitrine/render/veil.svg?message=Hi+there&amp;orientation=landscapeRight\""))
        }
    }

    @Test func aRefusedValueShowsTheCommandLinesMessageBesideItsField() async throws {
        try await TestServer.run(try Self.site()) { server in
            let page = try await fetch(port: server.port, "/catalog/activity-indicator/?period=99&style=gray")
            let message = Self.cliMessage("activity-indicator", [Argument("period", "99")]).replacingOccurrences(of: "'", with: "&#39;")
            #expect(page.text.contains("<span class=\"field-error\" id=\"p-period-error\">\(message)</span>"), "\(message)")
            #expect(page.text.contains("aria-describedby=\"p-period-error p-period-help\" aria-invalid=\"true\""))
            #expect(!page.text.contains("id=\"live-picture\""))
            #expect(!page.text.contains("id=\"p-style-error\""))
        }
    }

    @Test func hostileValuesComeBackEscapedInThePage() async throws {
        try await TestServer.run(try Self.site()) { server in
            let accepted = try await fetch(port: server.port, "/catalog/veil/?message=\(Self.hostileQuery)")
            let refused = try await fetch(port: server.port, "/catalog/veil/?orientation=\(Self.hostileQuery)&message=\(Self.hostileQuery)")
            for page in [accepted, refused] {
                #expect(page.status == 200)
                #expect(!page.text.contains("<script>alert"))
                #expect(page.text.contains("&lt;script&gt;alert(1)&lt;/script&gt;&amp;&quot;"))
            }
            #expect(accepted.text.contains("value=\"&lt;script&gt;alert(1)&lt;/script&gt;&amp;&quot;&#39;\""))
            #expect(refused.text.contains("id=\"p-orientation-error\">invalid value &#39;&lt;script&gt;"))
        }
    }

    @Test func aThemeRestylesTheControlsWithItsOwnTemplate() throws {
        let root = SiteEndToEndTests.root
        let templates = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-live-theme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: templates) }
        try FileManager.default.copyItem(at: root.appendingPathComponent("Templates"), to: templates)
        try "<div class=\"mine\">{{#fields}}[{{name}}{{#invalid}}!{{/invalid}}]{{/fields}}{{#render}}{{command}}{{/render}}</div>\n"
            .write(to: templates.appendingPathComponent("live-controls.mustache"), atomically: true, encoding: .utf8)
        let snapshot = try SiteBuilder(options: SiteOptions(
            siteDirectory: root.appendingPathComponent("Site").path, templatesDirectory: templates.path)).build().snapshot
        let html = String(decoding: try #require(snapshot.files["catalog/progress-view/index.html"]).bytes, as: UTF8.self)
        let page = try #require(LiveCatalog.page(key: "catalog/progress-view/index.html", html: html, query: "progress=2", theme: snapshot.theme))
        let names = (try Components.named("progress-view").parameters + [ComponentDescription.momentParameter]).map {
            $0.name == "progress" ? "[progress!]" : "[\($0.name)]"
        }
        #expect(page.contains("<div class=\"mine\">" + names.joined() + "</div>"))
        #expect(!page.contains("<form"))
    }

    @Test func theSitesOwnComponentHasLiveControlsAndIsDrawnByTheEndpoint() async throws {
        // The project's own site declares a badge (`Site/components/badge.svg`).
        try await TestServer.run(try Self.site()) { server in
            let page = try await fetch(port: server.port, "/catalog/badge/?count=77&label=\(Self.hostileQuery)")
            #expect(page.status == 200)
            #expect(page.text.contains("<form class=\"controls\""))
            #expect(page.text.contains("value=\"77\""))
            let drawn = try await fetch(port: server.port, "/__vitrine/render/badge.svg?count=77&label=deploys")
            #expect(drawn.status == 200 && drawn.text.contains("<title>deploys: 77</title>"))
            let refused = try await fetch(port: server.port, "/__vitrine/render/badge.svg?count=100000")
            #expect(refused.status == 400 && refused.text.contains("invalid value '100000' for '--count' of badge"))
        }
    }

    @Test func theRenderEndpointDrawsThePNGThatRenderFormatPNGWrites() async throws {
        try await TestServer.run(try Self.site()) { server in
            let answer = try await fetch(port: server.port, "/__vitrine/render/veil.png?message=Hi&scale=2")
            #expect(answer.status == 200)
            #expect(answer.headers["content-type"] == "image/png")
            let svg = try Components.named("veil").render([Argument("message", "Hi")])
            #expect(answer.body == (try PNG.render(svg, scale: 2)))
            let byDefault = try await fetch(port: server.port, "/__vitrine/render/veil.png?message=Hi")
            #expect(byDefault.body == answer.body, "@2x when no scale is given")
            let refused = try await fetch(port: server.port, "/__vitrine/render/veil.png?scale=4")
            #expect(refused.status == 400)
            #expect(refused.text == "invalid value '4' for 'scale': expected one of 1, 2, 3\n")
            let notForSVG = try await fetch(port: server.port, "/__vitrine/render/veil.svg?scale=2")
            #expect(notForSVG.status == 400, "scale is no parameter of the SVG")
            let page = try await fetch(port: server.port, "/catalog/veil/?message=Hi")
            for scale in 1...3 {
                let file = scale == 1 ? "veil.png" : "veil@\(scale)x.png"
                #expect(page.text.contains("<a href=\"/__vitrine/render/veil.png?message=Hi&amp;scale=\(scale)\" download=\"\(file)\">@\(scale)x</a>"))
            }
            // The values stay as typed, even one that names the SVG's file.
            let named = try await fetch(port: server.port, "/catalog/veil/?message=veil.svg")
            #expect(named.text.contains("href=\"/__vitrine/render/veil.png?message=veil.svg&amp;scale=2\""))
        }
    }
}
