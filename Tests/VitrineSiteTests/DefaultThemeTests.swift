import Foundation
import Testing
@testable import VitrineSite

/// The theme compiled into vitrine is the one in Templates/, and a site without a templates folder gets it.
@Suite struct DefaultThemeTests {
    @Test func theCompiledThemeIsTemplatesFolder() throws {
        let folder = Fixture.defaultTheme
        let onDisk = SiteSource.files(in: folder)
        #expect(onDisk.sorted() == DefaultTheme.files.keys.sorted(), "run `make theme` after adding or removing a theme file")
        for path in onDisk {
            let text = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
            #expect(DefaultTheme.files[path] == text, "\(path) differs from the compiled theme: run `make theme`")
        }
    }

    @Test func theBuiltInThemeLoadsAsTheFolderDoes() throws {
        let builtIn = try TemplateSet.builtIn()
        let folder = try TemplateSet(directory: Fixture.defaultTheme)
        #expect(builtIn.sources == folder.sources)
        #expect(builtIn.staticFiles.map(\.path) == folder.staticFiles.map(\.path))
        #expect(builtIn.staticFiles.map(\.bytes) == folder.staticFiles.map(\.bytes))
        #expect(builtIn.staticFiles.map(\.path).contains("style.css"))
    }
}
