/// Facts about the library itself.
public enum Vitrine {
    /// The version printed by `vitrine --version`.
    public static let version = "0.1.0"
}
