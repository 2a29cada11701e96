/// The theme `Templates/` holds, compiled in: what a site gets when no templates folder is given and none is
/// beside it. `Scripts/generate-default-theme.py` (`make theme`) writes its files; a test keeps them equal.
enum DefaultTheme {
    /// How diagnostics name the built-in theme's files: `(built-in theme)/page.mustache`.
    static let displayDirectory = "(built-in theme)"
}
