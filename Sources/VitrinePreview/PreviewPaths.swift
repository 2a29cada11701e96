/// Every URL the preview answers besides the site's own files, in one place: all under `/__vitrine/`, a
/// prefix no site path takes.
package enum PreviewPaths {
    static let prefix = "/__vitrine/"
    /// The reload channel (Server-Sent Events).
    static let events = prefix + "events"
    /// The reload script every served page loads, as a snapshot key (no leading slash).
    static let clientScriptKey = String((prefix + "client.js").dropFirst())
    /// `render/COMPONENT.svg?name=value…`: one component drawn on demand.
    package static let render = prefix + "render/"
    /// A path the preview never serves, to warm up the not-found answer.
    static let missing = prefix + "missing"
}
