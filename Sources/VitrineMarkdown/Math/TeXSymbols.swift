/// The TeX commands the math converter knows by name, and what each becomes in MathML.
enum TeXSymbols {
    /// Letters drawn as identifiers (`mi`): Greek and the ordinary symbols.
    static let identifiers: [String: String] = [
        "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ϵ", "varepsilon": "ε", "zeta": "ζ", "eta": "η",
        "theta": "θ", "vartheta": "ϑ", "iota": "ι", "kappa": "κ", "lambda": "λ", "mu": "μ", "nu": "ν", "xi": "ξ", "pi": "π",
        "varpi": "ϖ", "rho": "ρ", "varrho": "ϱ", "sigma": "σ", "varsigma": "ς", "tau": "τ", "upsilon": "υ", "phi": "ϕ",
        "varphi": "φ", "chi": "χ", "psi": "ψ", "omega": "ω",
        "infty": "∞", "partial": "∂", "nabla": "∇", "emptyset": "∅", "varnothing": "∅", "ell": "ℓ", "hbar": "ℏ", "aleph": "ℵ",
        "Re": "ℜ", "Im": "ℑ", "wp": "℘", "imath": "ı", "jmath": "ȷ",
    ]

    /// Capital Greek, upright as TeX draws it.
    static let uprightIdentifiers: [String: String] = [
        "Gamma": "Γ", "Delta": "Δ", "Theta": "Θ", "Lambda": "Λ", "Xi": "Ξ", "Pi": "Π", "Sigma": "Σ", "Upsilon": "Υ",
        "Phi": "Φ", "Psi": "Ψ", "Omega": "Ω",
    ]

    /// Operators, relations, arrows and punctuation (`mo`).
    static let operators: [String: String] = [
        "pm": "±", "mp": "∓", "times": "×", "div": "÷", "cdot": "⋅", "ast": "∗", "star": "⋆", "circ": "∘", "bullet": "∙",
        "oplus": "⊕", "ominus": "⊖", "otimes": "⊗", "oslash": "⊘", "odot": "⊙", "cup": "∪", "cap": "∩", "setminus": "∖",
        "wedge": "∧", "land": "∧", "vee": "∨", "lor": "∨", "neg": "¬", "lnot": "¬", "sqcup": "⊔", "sqcap": "⊓", "uplus": "⊎",
        "leq": "≤", "le": "≤", "geq": "≥", "ge": "≥", "neq": "≠", "ne": "≠", "ll": "≪", "gg": "≫", "approx": "≈",
        "equiv": "≡", "sim": "∼", "simeq": "≃", "cong": "≅", "propto": "∝", "prec": "≺", "succ": "≻", "preceq": "⪯",
        "succeq": "⪰", "doteq": "≐", "leqslant": "⩽", "geqslant": "⩾", "lesssim": "≲", "gtrsim": "≳",
        "in": "∈", "isin": "∈", "notin": "∉", "coloneqq": "≔", "coloneq": "≔", "Coloneqq": "⩴", "eqqcolon": "≕", "ni": "∋", "subset": "⊂", "supset": "⊃", "subseteq": "⊆", "supseteq": "⊇",
        "subsetneq": "⊊", "supsetneq": "⊋", "perp": "⊥", "parallel": "∥", "mid": "∣", "nmid": "∤", "vdash": "⊢",
        "dashv": "⊣", "models": "⊨", "forall": "∀", "exists": "∃", "nexists": "∄", "therefore": "∴", "because": "∵",
        "to": "→", "rightarrow": "→", "leftarrow": "←", "gets": "←", "leftrightarrow": "↔", "Rightarrow": "⇒",
        "Leftarrow": "⇐", "Leftrightarrow": "⇔", "iff": "⟺", "implies": "⟹", "impliedby": "⟸", "mapsto": "↦",
        "longrightarrow": "⟶", "longleftarrow": "⟵", "longmapsto": "⟼", "Longrightarrow": "⟹", "Longleftarrow": "⟸",
        "uparrow": "↑", "downarrow": "↓", "Uparrow": "⇑", "Downarrow": "⇓", "updownarrow": "↕", "hookrightarrow": "↪",
        "hookleftarrow": "↩", "nearrow": "↗", "searrow": "↘", "rightharpoonup": "⇀", "leftharpoonup": "↼",
        "rightleftharpoons": "⇌",
        "sqsubseteq": "⊑", "sqsupseteq": "⊒", "sqsubset": "⊏", "sqsupset": "⊐", "nsubseteq": "⊈", "nsupseteq": "⊉",
        "subseteqq": "⫅", "supseteqq": "⫆", "subsetneqq": "⫋", "supsetneqq": "⫌", "Subset": "⋐", "Supset": "⋑",
        "vDash": "⊨", "Vdash": "⊩", "Vvdash": "⊪", "nvdash": "⊬", "nvDash": "⊭", "nVdash": "⊮", "asymp": "≍",
        "bowtie": "⋈", "smile": "⌣", "frown": "⌢", "ltimes": "⋉", "rtimes": "⋊", "lhd": "⊲", "rhd": "⊳", "unlhd": "⊴",
        "unrhd": "⊵", "vartriangleleft": "⊲", "vartriangleright": "⊳", "trianglelefteq": "⊴", "trianglerighteq": "⊵",
        "wr": "≀", "amalg": "⨿", "dagger": "†", "ddagger": "‡", "bigtriangleup": "△", "bigtriangledown": "▽",
        "triangleleft": "◃", "triangleright": "▹", "leftrightarrows": "⇆", "rightleftarrows": "⇄",
        "twoheadrightarrow": "↠", "twoheadleftarrow": "↞", "rightsquigarrow": "⇝", "leadsto": "⇝", "curlyvee": "⋎",
        "curlywedge": "⋏", "nleq": "≰", "ngeq": "≱", "nless": "≮", "ngtr": "≯", "nsim": "≁", "ncong": "≇",
        "approxeq": "≊", "thicksim": "∼", "thickapprox": "≈", "backsim": "∽", "lessgtr": "≶", "gtrless": "≷",
        "leqq": "≦", "geqq": "≧", "lll": "⋘", "ggg": "⋙", "precsim": "≾", "succsim": "≿", "nprec": "⊀", "nsucc": "⊁",
        "Join": "⨝", "divideontimes": "⋇", "dotplus": "∔", "intercal": "⊺", "barwedge": "⌅", "veebar": "⊻",
        "boxplus": "⊞", "boxminus": "⊟", "boxtimes": "⊠", "boxdot": "⊡", "circledast": "⊛", "circledcirc": "⊚",
        "leftleftarrows": "⇇", "rightrightarrows": "⇉", "upuparrows": "⇈", "downdownarrows": "⇊", "Lleftarrow": "⇚",
        "Rrightarrow": "⇛", "longleftrightarrow": "⟷", "Longleftrightarrow": "⟺", "nleftarrow": "↚",
        "nrightarrow": "↛", "nLeftarrow": "⇍", "nRightarrow": "⇏", "nleftrightarrow": "↮", "nLeftrightarrow": "⇎",
        "swarrow": "↙", "nwarrow": "↖", "leftharpoondown": "↽", "rightharpoondown": "⇁", "leftrightharpoons": "⇋",
        "multimap": "⊸", "pitchfork": "⋔", "between": "≬",
        "ldots": "…", "dots": "…", "dotsc": "…", "dotsb": "⋯", "cdots": "⋯", "vdots": "⋮", "ddots": "⋱",
        "langle": "⟨", "rangle": "⟩", "llbracket": "⟦", "rrbracket": "⟧", "lfloor": "⌊", "rfloor": "⌋", "lceil": "⌈", "rceil": "⌉", "vert": "|", "Vert": "‖",
        "lvert": "|", "rvert": "|", "lVert": "‖", "rVert": "‖", "backslash": "∖", "prime": "′", "angle": "∠",
        "triangle": "△", "square": "□", "top": "⊤", "bot": "⊥", "colon": ":", "cdotp": "⋅", "lbrace": "{", "rbrace": "}",
    ]

    /// Large operators: a display puts their limits above and below.
    static let largeOperators: [String: String] = [
        "sum": "∑", "prod": "∏", "coprod": "∐", "bigcup": "⋃", "bigcap": "⋂", "bigoplus": "⨁", "bigotimes": "⨂",
        "bigodot": "⨀", "bigvee": "⋁", "bigwedge": "⋀", "biguplus": "⨄", "bigsqcup": "⨆",
    ]

    /// Integrals: large, with their limits beside them even in a display.
    static let integrals: [String: String] = ["int": "∫", "iint": "∬", "iiint": "∭", "oint": "∮"]

    /// Named functions, upright; the ones in `limitFunctions` take their limits below in a display.
    static let functions: Set<String> = [
        "sin", "cos", "tan", "cot", "sec", "csc", "sinh", "cosh", "tanh", "coth", "arcsin", "arccos", "arctan", "log", "ln",
        "lg", "exp", "det", "dim", "ker", "hom", "deg", "arg", "gcd", "Pr", "lim", "max", "min", "sup", "inf", "liminf", "limsup",
    ]
    static let limitFunctions: Set<String> = ["lim", "max", "min", "sup", "inf", "liminf", "limsup", "det", "gcd", "Pr"]

    /// Spaces by command, in em.
    static let spaces: [String: String] = [
        ",": "0.1667em", "thinspace": "0.1667em", ":": "0.2222em", ">": "0.2222em", "medspace": "0.2222em",
        ";": "0.2778em", "thickspace": "0.2778em", " ": "0.3333em", "quad": "1em", "qquad": "2em", "enspace": "0.5em",
        "!": "-0.1667em", "negthinspace": "-0.1667em",
    ]

    /// Accents over (`mover`) and under (`munder`) their argument.
    static let overAccents: [String: String] = [
        "hat": "^", "widehat": "^", "bar": "¯", "overline": "‾", "vec": "→", "overrightarrow": "→", "overleftarrow": "←",
        "tilde": "~", "widetilde": "~", "dot": "˙", "ddot": "¨", "check": "ˇ", "breve": "˘", "acute": "´", "grave": "`",
        "mathring": "˚", "overbrace": "⏞",
    ]
    static let underAccents: [String: String] = ["underline": "_", "underbrace": "⏟"]

    /// Characters a backslash makes literal.
    static let escapedCharacters: [String: String] = [
        "{": "{", "}": "}", "|": "‖", "%": "%", "#": "#", "&": "&", "$": "$", "_": "_",
    ]

    /// Delimiters after `\left`, `\right`, `\big` and the like, by how they are written.
    static func delimiter(_ written: String) -> String? {
        switch written {
        case ".": ""
        case "(", ")", "[", "]", "|", "/": written
        case "\\{", "\\lbrace": "{"
        case "\\}", "\\rbrace": "}"
        case "\\|", "\\Vert", "\\lVert", "\\rVert": "‖"
        case "\\vert", "\\lvert", "\\rvert": "|"
        case "\\langle", "<": "⟨"
        case "\\rangle", ">": "⟩"
        case "\\lfloor": "⌊"
        case "\\rfloor": "⌋"
        case "\\lceil": "⌈"
        case "\\rceil": "⌉"
        case "\\uparrow": "↑"
        case "\\downarrow": "↓"
        case "\\backslash": "∖"
        default: nil
        }
    }

    /// The sizes of `\big` and its kin, in em.
    static let bigSizes: [String: String] = [
        "big": "1.2em", "bigl": "1.2em", "bigr": "1.2em", "bigm": "1.2em",
        "Big": "1.623em", "Bigl": "1.623em", "Bigr": "1.623em", "Bigm": "1.623em",
        "bigg": "2.047em", "biggl": "2.047em", "biggr": "2.047em", "biggm": "2.047em",
        "Bigg": "2.470em", "Biggl": "2.470em", "Biggr": "2.470em", "Biggm": "2.470em",
    ]

    /// Letters in one of Unicode's mathematical alphabets, as MathML Core draws `\mathbf{x}` and its kin: the
    /// offset of each alphabet's `A`, `a` and `0` in the block at U+1D400, and the letters Unicode placed
    /// elsewhere before that block existed.
    static func styled(_ scalar: Unicode.Scalar, alphabet: String) -> Unicode.Scalar? {
        let bases: [String: (upper: UInt32, lower: UInt32, digit: UInt32?)] = [
            "mathbf": (0x1D400, 0x1D41A, 0x1D7CE), "boldsymbol": (0x1D400, 0x1D41A, 0x1D7CE), "bm": (0x1D400, 0x1D41A, 0x1D7CE),
            "mathit": (0x1D434, 0x1D44E, nil), "mathcal": (0x1D49C, 0x1D4B6, nil), "mathscr": (0x1D49C, 0x1D4B6, nil),
            "mathfrak": (0x1D504, 0x1D51E, nil), "mathbb": (0x1D538, 0x1D552, 0x1D7D8), "mathsf": (0x1D5A0, 0x1D5BA, 0x1D7E2),
            "mathtt": (0x1D670, 0x1D68A, 0x1D7F6),
        ]
        let exceptions: [String: [Character: Unicode.Scalar]] = [
            "mathit": ["h": "ℎ"],
            "mathcal": ["B": "ℬ", "E": "ℰ", "F": "ℱ", "H": "ℋ", "I": "ℐ", "L": "ℒ", "M": "ℳ", "R": "ℛ", "e": "ℯ", "g": "ℊ", "o": "ℴ"],
            "mathfrak": ["C": "ℭ", "H": "ℌ", "I": "ℑ", "R": "ℜ", "Z": "ℨ"],
            "mathbb": ["C": "ℂ", "H": "ℍ", "N": "ℕ", "P": "ℙ", "Q": "ℚ", "R": "ℝ", "Z": "ℤ"],
        ]
        let key = alphabet == "mathscr" ? "mathcal" : alphabet
        if let special = exceptions[key]?[Character(scalar)] { return special }
        guard let base = bases[alphabet] else { return nil }
        switch scalar.value {
        case 0x41...0x5A: return Unicode.Scalar(base.upper + scalar.value - 0x41)
        case 0x61...0x7A: return Unicode.Scalar(base.lower + scalar.value - 0x61)
        case 0x30...0x39: return base.digit.flatMap { Unicode.Scalar($0 + scalar.value - 0x30) }
        default: return nil
        }
    }
}
