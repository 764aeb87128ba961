import Foundation

/// Loads, caches and saves one `Codable` value so no view controller touches files.
///
/// A store keeps the value in memory once read, persists it through an ``ArchiveStorage``
/// (a file by default, replaced atomically), applies an expiry policy, and falls back to a
/// read-only archive bundled with the app until the first save.
///
/// ```swift
/// let store = Store<[Episode]>(
///     fileURL: cachesFolder.appendingPathComponent("episodes.json"),
///     bundledArchive: Bundle.main.url(forResource: "episodes", withExtension: "json"),
///     expiry: .after(3600)
/// )
/// let episodes = try await store.load() ?? []
/// try await store.save(updatedEpisodes)
/// ```
///
/// ## Bad files lose nothing
///
/// The archive is wrapped in an envelope that records a format version and the save date.
/// A truncated, garbled or wrong-version archive makes the read throw a ``StoreError`` and
/// leaves the file exactly as it was; writes replace the file atomically, so a crash in
/// the middle of ``save(_:)`` leaves the previous archive in place.
public actor Store<Value: Codable & Sendable> {
    /// Where the archive lives.
    public nonisolated let storage: any ArchiveStorage
    /// The read-only archive used while `storage` is empty: a plain JSON encoding of the
    /// value, typically a resource in the app bundle.
    public nonisolated let bundledArchive: URL?
    /// The envelope version this store writes and accepts.
    public nonisolated let formatVersion: Int
    /// How long a saved value stays fresh.
    public nonisolated let expiry: StoreExpiry

    private let now: @Sendable () -> Date
    /// The last value read or saved, with where it was first read from.
    private var memory: (value: Value, savedAt: Date?, origin: StoredValue<Value>.Origin)?
    /// Whether a save is writing; later saves wait in `waitingWriters`, in call order.
    private var isWriting = false
    private var waitingWriters: [CheckedContinuation<Void, Never>] = []

    /// Creates a store over any storage.
    ///
    /// - Parameters:
    ///   - storage: Where the archive is read and written.
    ///   - bundledArchive: A read-only JSON file holding a value, used until the first save.
    ///   - formatVersion: The envelope version; bump it when `Value`'s encoding changes
    ///     incompatibly, so old archives are reported instead of misread.
    ///   - expiry: How long a saved value stays fresh.
    ///   - now: The clock; inject a fixed date in tests.
    public init(
        storage: any ArchiveStorage,
        bundledArchive: URL? = nil,
        formatVersion: Int = 1,
        expiry: StoreExpiry = .never,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.storage = storage
        self.bundledArchive = bundledArchive
        self.formatVersion = formatVersion
        self.expiry = expiry
        self.now = now
    }

    /// Creates a store whose archive is the file at `fileURL`.
    ///
    /// - Parameters:
    ///   - fileURL: The archive file; it and its folder are created on the first save.
    ///   - bundledArchive: A read-only JSON file holding a value, used until the first save.
    ///   - formatVersion: The envelope version.
    ///   - expiry: How long a saved value stays fresh.
    ///   - now: The clock; inject a fixed date in tests.
    public init(
        fileURL: URL,
        bundledArchive: URL? = nil,
        formatVersion: Int = 1,
        expiry: StoreExpiry = .never,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.init(
            storage: FileArchiveStorage(fileURL: fileURL), bundledArchive: bundledArchive,
            formatVersion: formatVersion, expiry: expiry, now: now)
    }

    /// The fresh value, or `nil` when nothing was saved or the saved value expired.
    ///
    /// - Throws: ``StoreError`` when the archive is corrupt or of another format version.
    public func load() async throws -> Value? {
        guard let stored = try await load(allowingStale: false) else { return nil }
        return stored.value
    }

    /// The value with its origin and freshness; with `allowingStale`, an expired value too.
    ///
    /// Reads memory first, then the archive, then the bundled archive.
    ///
    /// - Parameter allowingStale: Whether to return a value the expiry policy considers stale.
    /// - Returns: The value, or `nil` when there is none (or only a stale one, unless allowed).
    /// - Throws: ``StoreError`` when the archive or the bundled archive cannot be decoded.
    public func load(allowingStale: Bool) async throws -> StoredValue<Value>? {
        let wasCached = memory != nil
        if !wasCached {
            let read = try await readArchive() ?? readBundledArchive()
            // A save may have finished while this read was suspended; its value is newer.
            if memory == nil { memory = read }
        }
        guard let memory else { return nil }
        let isStale = memory.savedAt.map { expiry.isExpired(savedAt: $0, now: now()) } ?? false
        guard allowingStale || !isStale else { return nil }
        return StoredValue(
            value: memory.value, savedAt: memory.savedAt, isStale: isStale, origin: wasCached ? .memory : memory.origin)
    }

    /// The value in memory, without touching the archive.
    public var cachedValue: Value? { memory?.value }

    /// Saves `value` atomically and keeps it in memory.
    ///
    /// - Throws: ``StoreError/encodingFailed(reason:)`` or ``StoreError/writeFailed(location:reason:)``;
    ///   in both cases the previous archive and the memory cache are unchanged.
    public func save(_ value: Value) async throws {
        let savedAt = now()
        let data: Data
        do {
            data = try Self.encoder.encode(ArchiveEnvelope(formatVersion: formatVersion, savedAt: savedAt, value: value))
        } catch {
            throw StoreError.encodingFailed(reason: String(describing: error))
        }
        // Writes run one after another in call order, so the last save called is the one kept.
        if isWriting {
            await withCheckedContinuation { waitingWriters.append($0) }
        } else {
            isWriting = true
        }
        defer {
            // Hand the turn straight to the next writer, so no later caller can cut in.
            if waitingWriters.isEmpty { isWriting = false } else { waitingWriters.removeFirst().resume() }
        }
        try await storage.write(data)
        memory = (value, savedAt, .memory)
    }

    /// Forgets the in-memory copy so the next load reads the archive again.
    public func clearMemoryCache() {
        memory = nil
    }

    private func readArchive() async throws -> (Value, Date?, StoredValue<Value>.Origin)? {
        guard let data = try await storage.read() else { return nil }
        let header: ArchiveEnvelopeHeader
        do {
            header = try Self.decoder.decode(ArchiveEnvelopeHeader.self, from: data)
        } catch {
            throw StoreError.corrupt(location: storage.location, reason: Self.reason(for: error, byteCount: data.count))
        }
        guard header.formatVersion == formatVersion else {
            throw StoreError.unsupportedVersion(
                location: storage.location, found: header.formatVersion, supported: formatVersion)
        }
        do {
            let envelope = try Self.decoder.decode(ArchiveEnvelope<Value>.self, from: data)
            return (envelope.value, envelope.savedAt, .archive)
        } catch {
            throw StoreError.corrupt(location: storage.location, reason: Self.reason(for: error, byteCount: data.count))
        }
    }

    private func readBundledArchive() throws -> (Value, Date?, StoredValue<Value>.Origin)? {
        guard let bundledArchive else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: bundledArchive)
        } catch {
            throw StoreError.readFailed(location: bundledArchive.path, reason: error.localizedDescription)
        }
        do {
            return (try Self.decoder.decode(Value.self, from: data), nil, .bundle)
        } catch {
            throw StoreError.corrupt(location: bundledArchive.path, reason: Self.reason(for: error, byteCount: data.count))
        }
    }

    private static func reason(for error: any Error, byteCount: Int) -> String {
        if let decodingError = error as? DecodingError {
            return "\(byteCount) bytes; \(decodingError.summary)"
        }
        return "\(byteCount) bytes; \(error)"
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    private static var decoder: JSONDecoder { JSONDecoder() }
}
