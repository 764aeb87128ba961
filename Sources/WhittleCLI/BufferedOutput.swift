import Foundation

/// A text stream that collects bytes and hands them to a file in 64 KiB chunks, so a large
/// report reaches standard output without ever being held as one string.
struct BufferedOutput: TextOutputStream {
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    private let chunkSize = 1 << 16

    init(handle: FileHandle) {
        self.handle = handle
        buffer.reserveCapacity(chunkSize)
    }

    mutating func write(_ string: String) {
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= chunkSize { flush() }
    }

    /// Writes UTF-8 bytes as they are.
    mutating func write(utf8 bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= chunkSize { flush() }
    }

    /// Writes what is buffered. A closed pipe (`whittle audit | head`) is not an error worth
    /// reporting: the reader has what it wanted.
    mutating func flush() {
        guard !buffer.isEmpty else { return }
        try? handle.write(contentsOf: buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
