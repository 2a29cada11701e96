import CStemmer

/// One of Snowball's stemmers (libstemmer), which maps a word's inflections to one stem: "configuring",
/// "configured" and "configuration" all to "configur". A stemmer keeps its working buffer inside, so each
/// thread makes its own.
final class Stemmer {
    private let stemmer: OpaquePointer

    /// The stemmer for a site's `language` (a BCP 47 tag such as `fr` or `pt-BR`: its first part names the
    /// language), or `nil` when Snowball has none for it (Japanese, Chinese, Korean).
    init?(language: String) {
        let code = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        guard let name = Self.algorithms[code], let stemmer = sb_stemmer_new(name, "UTF_8") else { return nil }
        self.stemmer = stemmer
    }

    deinit { sb_stemmer_delete(stemmer) }

    /// Whether Snowball stems `language`.
    static func exists(for language: String) -> Bool { Stemmer(language: language) != nil }

    /// The stem of `word` (lowercase UTF-8), handed to `body` while it is valid: until the next call.
    func withStem<Result>(of word: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard let base = word.baseAddress, let stem = sb_stemmer_stem(stemmer, base, Int32(word.count)) else { return body(word) }
        return body(UnsafeBufferPointer(start: stem, count: Int(sb_stemmer_length(stemmer))))
    }

    /// ISO 639-1 codes to libstemmer's algorithm names. Its own list of codes varies between releases;
    /// the names do not.
    private static let algorithms: [String: String] = [
        "ar": "arabic", "hy": "armenian", "eu": "basque", "ca": "catalan", "da": "danish", "nl": "dutch",
        "en": "english", "fi": "finnish", "fr": "french", "de": "german", "el": "greek", "hi": "hindi",
        "hu": "hungarian", "id": "indonesian", "ga": "irish", "it": "italian", "lt": "lithuanian", "ne": "nepali",
        "no": "norwegian", "nb": "norwegian", "nn": "norwegian", "pt": "portuguese", "ro": "romanian",
        "ru": "russian", "sr": "serbian", "es": "spanish", "sv": "swedish", "ta": "tamil", "tr": "turkish",
        "yi": "yiddish",
    ]
}
