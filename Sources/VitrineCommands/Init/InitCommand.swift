import ArgumentParser
import Foundation
import VitrinePlatform
import VitrineSite

/// `vitrine init`: a starter docs site that builds and serves at once.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a starter docs site: a config, a home page and a guide page.")

    @Argument(help: "The folder to create the site in.")
    var folder = SiteSourceOptions.defaultSite

    @Flag(help: "Write the starter files into a folder that is not empty, replacing files of the same names.")
    var force = false

    func run() throws {
        let existing = (Folder.entries(of: folder) ?? []).map(\.name).filter { !$0.hasPrefix(".") }.sorted()
        if !existing.isEmpty && !force {
            throw InitRefusal(folder: folder, existing: existing)
        }
        try FileOutput.createDirectory(folder)
        let files = StarterSite(title: StarterSite.title(forFolder: folder, in: FileManager.default.currentDirectoryPath)).files
        for (name, text) in files {
            try FileOutput.write(text, to: folder + "/" + name)
        }
        print("Created a starter site in \(folder): \(files.map(\.name).joined(separator: ", ")).")
        print("Next: vitrine serve" + (folder == SiteSourceOptions.defaultSite ? "" : " --site \(ShellCommand.quoted(folder))"))
    }
}

/// Why `init` wrote nothing: the folder holds files already.
struct InitRefusal: Error {
    let folder: String
    let existing: [String]

    var message: String {
        let shown = existing.prefix(4).joined(separator: ", ") + (existing.count > 4 ? " and \(existing.count - 4) more" : "")
        return "\(folder) is not empty (\(shown)); choose another folder, or add --force to write the starter files into it"
    }
}
