/// What a render needs besides the component's own values: where its names come from, and whether it
/// is a live document or a still taken at one moment.
struct RenderContext {
    /// The argument that freezes a render: `--at SECONDS`, `at=SECONDS`.
    static let momentArgumentName = "at"
    /// Stills are taken within the first hour; the animations repeat or end long before.
    static let latestMoment = 3600.0

    let scopeSeed: String
    let moment: Double?
}
