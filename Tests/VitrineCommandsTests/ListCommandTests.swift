import Foundation
import Testing
import Vitrine

@Suite struct ListCommandTests {
    @Test func listsEveryComponentParameterAndPreset() throws {
        let result = try CommandRunner.run(["list", "--site", "/nonexistent-site"])
        #expect(result.status == 0)
        for component in Components.all {
            #expect(result.standardOutput.contains("\(component.name) — \(component.summary)"))
            for parameter in component.parameters {
                #expect(result.standardOutput.contains("--\(parameter.name) <\(parameter.typeName)>"))
            }
        }
        #expect(result.standardOutput.contains("--orientation <choice>  default portrait; portrait, portraitUpsideDown, landscapeLeft, landscapeRight"))
    }

    @Test func jsonListingIsMachineReadable() throws {
        let result = try CommandRunner.run(["list", "--json", "--site", "/nonexistent-site"])
        #expect(result.status == 0)
        let listing = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]
        #expect(listing?.map { $0["name"] as? String } == Components.names)
        let veil = listing?.first { $0["name"] as? String == "veil" }
        let parameters = veil?["parameters"] as? [[String: Any]]
        let orientation = parameters?.first { $0["name"] as? String == "orientation" }
        #expect(orientation?["choices"] as? [String] == Orientation.allCases.map(\.rawValue))
        #expect(orientation?["default"] as? String == "portrait")
        #expect((veil?["presets"] as? [[String: Any]])?.count == Catalog.presets(of: "veil").count)
    }
}
