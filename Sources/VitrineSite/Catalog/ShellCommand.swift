import Foundation
import Vitrine

/// Writes `vitrine render` command lines a POSIX shell runs as shown.
package enum ShellCommand {
    /// `vitrine render COMPONENT --name value … -o FILE`, listing only values that differ from the defaults
    /// (the result is the same file).
    ///
    /// - Parameter options: Words for `render` itself, after the parameters (`--format png --scale 2`).
    ///   - site: The words that find a site's own component (`--site docs`), after its name.
    package static func render(
        _ component: String, site: [String] = [], _ arguments: [Argument], defaults: [Argument], options: [String] = [], output: String
    ) -> String {
        var words = ["vitrine", "render", component] + site.map(quoted)
        for argument in arguments where !defaults.contains(argument) {
            words += ["--" + argument.name, quoted(argument.value)]
        }
        words += options + ["-o", quoted(output)]
        return words.joined(separator: " ")
    }

    /// The word as a POSIX shell reads it back: bare when safe, otherwise in single quotes.
    package static func quoted(_ word: String) -> String {
        let safe = word.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || Array("_@%+=:,./-".utf8).contains(byte)
        }
        if safe && !word.isEmpty { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
