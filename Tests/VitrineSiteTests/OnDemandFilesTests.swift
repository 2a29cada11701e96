import Foundation
import Testing
@testable import VitrineSite

/// The preview makes the print page and the llms files when first asked for, the same bytes a build writes.
@Suite struct OnDemandFilesTests {
    @Test func thePreviewMakesThePrintPageAndLLMFilesWhenAsked() throws {
        let fixture = Fixture(pages: ["index.md": "# Home\n\nHello.\n", "guide.md": "# Guide\n\nSteps.\n"])
        var options = fixture.defaultThemeOptions
        let built = try fixture.build(options).snapshot
        options.searchIndex = .onDemand
        let previewed = try fixture.build(options).snapshot
        for path in ["print/index.html", "llms.txt", "llms-full.txt", "guide/index.md"] {
            #expect(built.files[path] != nil)
            #expect(previewed.files[path] == nil, "not made with every save: \(path)")
            #expect(previewed.onDemand?.file(path)?.bytes == built.files[path]?.bytes, "made when asked, as a build makes it: \(path)")
        }
        #expect(previewed.onDemand?.file("guide/index.html") == nil)
    }

    /// A site's own llms.txt is what the preview serves, as a build writes it; one written as a template is not.
    @Test func theSitesOwnLLMsTxtWinsInThePreviewAsInABuild() throws {
        for (own, servesOwn) in [("# Ours\n", true), ("---\npermalink: /llms.txt\n---\n{{ site.title }}\n", false)] {
            let fixture = Fixture(pages: ["index.md": "# Home\n\nHello.\n", "llms.txt": own])
            var options = fixture.defaultThemeOptions
            let built = try fixture.build(options)
            options.searchIndex = .onDemand
            let previewed = try fixture.build(options)
            // As the preview answers: a file of the snapshot first, then one made when asked.
            let served = previewed.snapshot.files["llms.txt"]?.bytes ?? previewed.snapshot.onDemand?.file("llms.txt")?.bytes
            #expect(served == built.snapshot.files["llms.txt"]?.bytes)
            #expect((served == Array(own.utf8)) == servesOwn)
            #expect(previewed.warnings.map(\.message) == built.warnings.map(\.message))
        }
    }
}
