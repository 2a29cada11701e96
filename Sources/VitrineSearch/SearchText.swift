import VitrinePlatform

/// A page's text in the search index's sections, held in memory or put aside in a `SearchTextStore` until the
/// index is made: a site's text is the index's largest part, and a build that writes its pages as it renders
/// them need not hold it all beside everything else.
package struct SearchText: Sendable {
    private enum Storage: Sendable {
        case sections([PageSection])
        case stored(SearchTextStore, offset: Int64, count: Int32)
    }

    private let storage: Storage

    package init(_ sections: [PageSection] = []) {
        storage = .sections(sections)
    }

    fileprivate init(store: SearchTextStore, offset: Int64, count: Int32) {
        storage = .stored(store, offset: offset, count: count)
    }

    /// The sections, read back from the store where they were put aside.
    package var sections: [PageSection] {
        switch storage {
        case .sections(let sections): sections
        case .stored(let store, let offset, let count): store.sections(at: offset, count: Int(count))
        }
    }

    package var isEmpty: Bool {
        switch storage {
        case .sections(let sections): sections.isEmpty
        case .stored: false
        }
    }
}

/// Where pages' search text waits for the index, in a `ScratchFile`.
package final class SearchTextStore: Sendable {
    private let file: ScratchFile

    /// A store in a new scratch file (in `folder`, by default the system's temporary folder); `nil` when none
    /// can be made (the text then stays in memory).
    package init?(in folder: String? = nil) {
        guard let file = ScratchFile(in: folder) else { return nil }
        self.file = file
    }

    /// `text` put aside in the store, or kept as it is when it is empty or cannot be written.
    package func keeping(_ text: SearchText) -> SearchText {
        guard case let sections = text.sections, !sections.isEmpty else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(sections.reduce(0) { $0 + 12 + $1.id.count + $1.heading.count + $1.text.count })
        for section in sections {
            for field in [section.id, section.heading, section.text] {
                withUnsafeBytes(of: UInt32(field.count).littleEndian) { bytes.append(contentsOf: $0) }
                bytes.append(contentsOf: field)
            }
        }
        guard bytes.count <= Int32.max, let offset = bytes.withUnsafeBytes({ file.append($0) }) else { return text }
        return SearchText(store: self, offset: offset, count: Int32(bytes.count))
    }

    /// The sections `keeping` wrote at `offset`.
    fileprivate func sections(at offset: Int64, count: Int) -> [PageSection] {
        // The file is this process's own and was written whole: a failed read is the disk's failure.
        guard let bytes = file.read(at: offset, count: count) else {
            fatalError("the search text put aside in a temporary file could not be read back: \(POSIXWrite.lastError)")
        }
        var sections: [PageSection] = []
        var index = 0
        func field() -> [UInt8] {
            let length = Int(bytes[index]) | Int(bytes[index + 1]) << 8 | Int(bytes[index + 2]) << 16 | Int(bytes[index + 3]) << 24
            defer { index += 4 + length }
            return Array(bytes[(index + 4)..<(index + 4 + length)])
        }
        while index < bytes.count { sections.append(PageSection(id: field(), heading: field(), text: field())) }
        return sections
    }
}
