/// The word tables and optional token forms of each language `CFamilyLexer` reads.
struct CFamilyGrammar: Sendable {
    var keywords: Set<String>
    /// Keywords that end an expression (`this`, `true`), after which `/` divides.
    var valueKeywords: Set<String> = []
    var types: Set<String> = []
    var hasPreprocessor = false
    var hasTemplateLiterals = false
    var hasRegexLiterals = false
    var hasDecorators = false
    /// Rust: `'a` is a lifetime, unless a quote follows its name (`'a'`, a character).
    var hasLifetimes = false
    /// Rust's attributes, `#[derive(Debug)]` and `#![allow(unused)]`, up to their closing bracket.
    var hasBracketAttributes = false
    /// Rust's raw and prefixed literals: `r"…"`, `r#"…"#`, `b"…"`, `b'x'`, `br"…"`, `c"…"`.
    var hasPrefixedStrings = false
    /// Rust's macros: a word followed by `!` (`println!`, `vec!`), not `!=`.
    var hasMacros = false
    /// Whether a `"` string may run over several lines (Rust's do).
    var stringsSpanLines = false
    /// Go's raw strings between backquotes: no escapes, any number of lines.
    var hasRawBackquoteStrings = false
    /// JavaScript code names classes in UpperCamelCase and C in `snake_case_t`; both conventions are
    /// the only type cue a lexer has without a parser.
    var typeNaming: TypeNaming = .none

    enum TypeNaming: Sendable { case none, upperCamelCase, suffixT }

    func looksLikeType(_ word: String) -> Bool {
        switch typeNaming {
        case .none: return false
        case .upperCamelCase:
            let bytes = word.utf8
            // All-caps words (`JSON`, `MAX_SIZE`) are more often constants than classes; a single capital
            // (`T`, `P`) is a type parameter or a short type name.
            return bytes.first?.isUppercaseASCII == true
                && (bytes.count == 1 || bytes.contains { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") })
        case .suffixT: return word.hasSuffix("_t") && word.count > 2
        }
    }

    private static let cKeywords: Set<String> = [
        "auto", "break", "case", "const", "continue", "default", "do", "else", "enum", "extern", "for", "goto",
        "if", "inline", "register", "restrict", "return", "sizeof", "static", "struct", "switch", "typedef",
        "union", "volatile", "while", "_Alignas", "_Alignof", "_Atomic", "_Bool", "_Generic", "_Noreturn",
        "_Static_assert", "_Thread_local", "alignas", "alignof", "static_assert", "thread_local", "typeof",
        "NULL", "true", "false", "nullptr",
    ]
    private static let cTypes: Set<String> = [
        "void", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "bool", "size_t",
        "ssize_t", "ptrdiff_t", "intptr_t", "uintptr_t", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t",
        "uint16_t", "uint32_t", "uint64_t", "FILE", "wchar_t", "char8_t", "char16_t", "char32_t",
    ]
    private static let cppKeywords: Set<String> = [
        "class", "namespace", "template", "typename", "public", "private", "protected", "virtual", "override",
        "final", "friend", "operator", "new", "delete", "this", "throw", "try", "catch", "using", "constexpr",
        "consteval", "constinit", "decltype", "explicit", "mutable", "noexcept", "static_cast", "dynamic_cast",
        "reinterpret_cast", "const_cast", "co_await", "co_return", "co_yield", "concept", "requires", "export",
        "import", "module",
    ]
    private static let javaScriptKeywords: Set<String> = [
        "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else",
        "export", "extends", "finally", "for", "function", "if", "import", "in", "instanceof", "new", "return",
        "super", "switch", "this", "throw", "try", "typeof", "var", "void", "while", "with", "yield", "let",
        "static", "async", "await", "of", "get", "set", "from", "as", "true", "false", "null", "undefined",
        "NaN", "Infinity",
    ]
    private static let javaScriptValueKeywords: Set<String> = [
        "this", "super", "true", "false", "null", "undefined", "NaN", "Infinity",
    ]
    private static let typeScriptKeywords: Set<String> = [
        "interface", "type", "enum", "namespace", "declare", "abstract", "implements", "private", "protected",
        "public", "readonly", "keyof", "infer", "is", "asserts", "satisfies", "unique", "override", "module",
    ]
    private static let typeScriptTypes: Set<String> = [
        "string", "number", "boolean", "any", "unknown", "never", "object", "symbol", "bigint",
    ]

    private static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch",
        "false", "is", "nil", "self", "Self", "super", "throw", "throws", "true", "try", "async", "await",
        "actor", "some", "any", "package", "nonisolated", "mutating", "final", "override", "lazy", "weak",
        "convenience", "required", "indirect", "consume", "borrowing", "consuming", "sending",
    ]

    private static let rustKeywords: Set<String> = [
        "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern", "false",
        "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return",
        "self", "Self", "static", "struct", "super", "trait", "true", "type", "union", "unsafe", "use", "where",
        "while", "yield", "macro_rules",
    ]
    private static let rustTypes: Set<String> = [
        "i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16", "u32", "u64", "u128", "usize", "f32", "f64",
        "bool", "char", "str",
    ]
    private static let goKeywords: Set<String> = [
        "break", "case", "chan", "const", "continue", "default", "defer", "else", "fallthrough", "for", "func",
        "go", "goto", "if", "import", "interface", "map", "package", "range", "return", "select", "struct",
        "switch", "type", "var", "true", "false", "nil", "iota",
    ]
    private static let goTypes: Set<String> = [
        "bool", "byte", "complex64", "complex128", "error", "float32", "float64", "int", "int8", "int16", "int32",
        "int64", "rune", "string", "uint", "uint8", "uint16", "uint32", "uint64", "uintptr", "any", "comparable",
    ]

    /// Only for Swift the parser must not see (see `SwiftClassifierHighlighter`): keywords and the
    /// UpperCamelCase type convention, nothing the parser would know better.
    static let swiftFallback = CFamilyGrammar(
        keywords: swiftKeywords, valueKeywords: ["false", "true", "nil", "self", "Self", "super"],
        hasPreprocessor: true, hasDecorators: true, typeNaming: .upperCamelCase
    )
    static let c = CFamilyGrammar(keywords: cKeywords, types: cTypes, hasPreprocessor: true, typeNaming: .suffixT)
    static let cpp = CFamilyGrammar(
        keywords: cKeywords.union(cppKeywords), valueKeywords: ["this", "true", "false", "nullptr"],
        types: cTypes.union(["string", "vector", "map", "auto", "std"]), hasPreprocessor: true, typeNaming: .suffixT
    )
    static let rust = CFamilyGrammar(
        keywords: rustKeywords, valueKeywords: ["self", "Self", "true", "false"], types: rustTypes,
        hasLifetimes: true, hasBracketAttributes: true, hasPrefixedStrings: true, hasMacros: true,
        stringsSpanLines: true, typeNaming: .upperCamelCase
    )
    /// Go's exported functions are capitalised too, so capitals are no cue for a type.
    static let go = CFamilyGrammar(
        keywords: goKeywords, valueKeywords: ["true", "false", "nil", "iota"], types: goTypes, hasRawBackquoteStrings: true
    )
    static let javascript = CFamilyGrammar(
        keywords: javaScriptKeywords, valueKeywords: javaScriptValueKeywords,
        hasTemplateLiterals: true, hasRegexLiterals: true, hasDecorators: true, typeNaming: .upperCamelCase
    )
    static let typescript = CFamilyGrammar(
        keywords: javaScriptKeywords.union(typeScriptKeywords), valueKeywords: javaScriptValueKeywords,
        types: typeScriptTypes, hasTemplateLiterals: true, hasRegexLiterals: true, hasDecorators: true,
        typeNaming: .upperCamelCase
    )
}
