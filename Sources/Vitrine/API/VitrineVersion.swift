/// The library's version, printed by `vitrine --version`.
public enum VitrineVersion {
    public static let current = "0.1.0"
}
