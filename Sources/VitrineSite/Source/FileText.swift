import VitrinePlatform

/// A page file's text, held in memory or put aside in a `FileTextStore` from its reading until its page is
/// rendered: the site's Markdown is the largest thing a build reads, and a build that renders its pages one run
/// at a time need not hold all of it at once.
struct FileText: Sendable {
    private enum Storage: Sendable {
        case held(String)
        case stored(FileTextStore, offset: Int64, count: Int)
    }

    private let storage: Storage

    init(_ text: String) {
        storage = .held(text)
    }

    fileprivate init(store: FileTextStore, offset: Int64, count: Int) {
        storage = .stored(store, offset: offset, count: count)
    }

    /// The text, read back from the store where it was put aside.
    var string: String {
        switch storage {
        case .held(let text): text
        case .stored(let store, let offset, let count): store.text(at: offset, count: count)
        }
    }

    /// Whether the text waits in a store rather than in memory.
    var isStored: Bool {
        if case .stored = storage { true } else { false }
    }
}

/// Where pages' text waits for their rendering, in a `ScratchFile`.
final class FileTextStore: Sendable {
    private let file: ScratchFile

    /// A store in a new scratch file (in `folder`, by default the system's temporary folder); `nil` when none
    /// can be made (the text then stays in memory).
    init?(in folder: String? = nil) {
        guard let file = ScratchFile(in: folder) else { return nil }
        self.file = file
    }

    /// `text` put aside in the store, or held as it is when it is empty or cannot be written.
    func keeping(_ text: String) -> FileText {
        var text = text
        let count = text.utf8.count
        guard count > 0, let offset = text.withUTF8({ file.append(UnsafeRawBufferPointer($0)) }) else { return FileText(text) }
        return FileText(store: self, offset: offset, count: count)
    }

    /// The text `keeping` wrote at `offset`.
    fileprivate func text(at offset: Int64, count: Int) -> String {
        String(unsafeUninitializedCapacity: count) { buffer in
            // The file is this process's own and was written whole: a failed read is the disk's failure.
            guard file.read(at: offset, into: UnsafeMutableRawBufferPointer(buffer)) else {
                fatalError("a page's text put aside in a temporary file could not be read back: \(POSIXWrite.lastError)")
            }
            return count
        }
    }
}
