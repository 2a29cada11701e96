/// Templates by name, so partials and parents can find each other.
package struct MustacheLibrary: Sendable {
    private var templates: [String: MustacheTemplate] = [:]

    package init() {}

    package mutating func register(_ template: MustacheTemplate, named name: String) {
        templates[name] = template
    }

    package subscript(name: String) -> MustacheTemplate? { templates[name] }

    /// The template called `name` filled from `context`, as UTF-8; `nil` when there is no such template.
    package func renderBytes(_ name: String, _ context: MustacheValue, sizeHint: Int = 0) -> [UInt8]? {
        guard let template = templates[name] else { return nil }
        var renderer = MustacheRenderer(library: self, context: context.resolved)
        renderer.output.reserveCapacity(sizeHint)
        renderer.render(template.nodes)
        return Self.fitted(renderer.output)
    }

    /// `bytes` at their own size: a site's pages are held together until they are written, and an array grown by
    /// appending keeps up to twice what it holds.
    static func fitted(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.capacity > bytes.count + bytes.count / 16 else { return bytes }
        return bytes.withUnsafeBufferPointer { source in
            [UInt8](unsafeUninitializedCapacity: source.count) { buffer, count in
                count = buffer.initialize(fromContentsOf: source)
            }
        }
    }

    /// The template called `name` filled from `context`; `nil` when there is no such template.
    package func render(_ name: String, _ context: MustacheValue) -> String? {
        renderBytes(name, context).map { String(decoding: $0, as: UTF8.self) }
    }
}
