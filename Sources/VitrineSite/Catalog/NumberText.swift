/// Numbers in attributes as the vocabulary writes them: `10`, `0.5`, never `10.0`.
package enum NumberText {
    package static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
