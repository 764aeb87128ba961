/// The cache's form of any `Codable` value (a file's facts, the report): compact, and fast to
/// read back, which JSON is not (Foundation's decoder took a second for the report of
/// 200,000 lines). Driven by the values' synthesised conformances, so each type has one
/// definition of what it holds.
///
/// ```
/// string table (count, then each string's length and UTF-8) · value
/// keyed container: entry count (1 byte), then per entry its key and value
/// unkeyed container: element count (4 bytes), then the elements
/// String: table index · integers: zigzag varints · Double: 8 bytes · Bool: 1 byte
/// ```
///
/// Keys are written so an absent optional (which synthesised code leaves out) and an enum's
/// case can be told apart. Reading checks every count, index and key, and throws
/// ``CacheCorruption`` at the first thing out of place.
enum BinaryCoding {
    static func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let encoder = Encoder()
        try encoder.write(value)
        var file = BinaryWriter(capacity: encoder.body.bytes.count + encoder.strings.count * 16)
        file.varint(UInt64(encoder.strings.count))
        for string in encoder.strings {
            var string = string
            string.withUTF8 { utf8 in
                file.varint(UInt64(utf8.count))
                file.append(UnsafeRawBufferPointer(utf8))
            }
        }
        file.append(encoder.body.bytes)
        return file.bytes
    }

    /// The value `bytes` hold. `string` makes each string of the table from its UTF-8 bytes,
    /// when the caller has them already (the event filter's names, shared by every file).
    static func decode<Value: Decodable>(
        _ type: Value.Type, from bytes: UnsafeRawBufferPointer, string: ((UnsafeRawBufferPointer) -> String)? = nil
    ) throws -> Value {
        var reader = BinaryReader(bytes)
        let count = try reader.count()
        var strings: [String] = []
        strings.reserveCapacity(count)
        for _ in 0..<count {
            let utf8 = try reader.slice(reader.count())
            if let string {
                strings.append(string(utf8))
            } else if let decoded = String(validating: utf8, as: UTF8.self) {
                strings.append(decoded)
            } else {
                throw CacheCorruption.invalidValue
            }
        }
        let decoder = Decoder(reader: reader, strings: strings)
        let value = try decoder.read(type)
        guard decoder.reader.isAtEnd else { throw CacheCorruption.invalidValue }
        return value
    }

    private struct Unsupported: Error {}

    private final class Encoder: Swift.Encoder {
        var codingPath: [any CodingKey] = []
        var userInfo: [CodingUserInfoKey: Any] { [:] }
        var body = BinaryWriter(capacity: 4096)
        var strings: [String] = []
        private var indices: [String: Int] = [:]

        func string(_ value: String) {
            if let index = indices[value] { return body.varint(UInt64(index)) }
            indices[value] = strings.count
            body.varint(UInt64(strings.count))
            strings.append(value)
        }

        /// Writes a primitive directly; anything else through its `encode(to:)`.
        func write<Value: Encodable>(_ value: Value) throws {
            if Value.self == String.self { string(unsafeBitCast(value, to: String.self)) }
            else if Value.self == Int.self { body.int(unsafeBitCast(value, to: Int.self)) }
            else if Value.self == Bool.self { body.byte(unsafeBitCast(value, to: Bool.self) ? 1 : 0) }
            else if Value.self == Int32.self { body.int(Int(unsafeBitCast(value, to: Int32.self))) }
            else if Value.self == UInt8.self { body.byte(unsafeBitCast(value, to: UInt8.self)) }
            else if Value.self == Double.self { body.fixed64(unsafeBitCast(value, to: Double.self).bitPattern) }
            // Another number's own `encode(to:)` would come back here forever.
            else if value is any Numeric { throw Unsupported() }
            else { try value.encode(to: self) }
        }

        /// A one-byte count at `slot`, one more for each entry written.
        func countEntry(at slot: Int) throws {
            guard body.bytes[slot] < UInt8.max else { throw Unsupported() }
            body.bytes[slot] += 1
        }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            body.byte(0)
            return KeyedEncodingContainer(Keyed<Key>(encoder: self, slot: body.bytes.count - 1))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            body.fixed32(0)
            return Unkeyed(encoder: self, slot: body.bytes.count - 4)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: Encoder
        let slot: Int
        var codingPath: [any CodingKey] { [] }

        private func key(_ key: Key) throws {
            try encoder.countEntry(at: slot)
            encoder.string(key.stringValue)
        }

        mutating func encodeNil(forKey key: Key) throws { throw Unsupported() }

        mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
            try self.key(key)
            try encoder.write(value)
        }

        mutating func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type, forKey key: Key) -> KeyedEncodingContainer<Nested> {
            // A full count fails at the nested container's first entry instead.
            try? self.key(key)
            return encoder.container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            try? self.key(key)
            return encoder.unkeyedContainer()
        }

        mutating func superEncoder() -> any Swift.Encoder { encoder }
        mutating func superEncoder(forKey key: Key) -> any Swift.Encoder { encoder }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let encoder: Encoder
        let slot: Int
        var codingPath: [any CodingKey] { [] }
        private(set) var count = 0

        private mutating func element() {
            count += 1
            withUnsafeBytes(of: UInt32(truncatingIfNeeded: count).littleEndian) { bytes in
                for index in 0..<4 { encoder.body.bytes[slot + index] = bytes[index] }
            }
        }

        mutating func encodeNil() throws { throw Unsupported() }

        mutating func encode<Value: Encodable>(_ value: Value) throws {
            element()
            try encoder.write(value)
        }

        mutating func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type) -> KeyedEncodingContainer<Nested> {
            element()
            return encoder.container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            element()
            return encoder.unkeyedContainer()
        }

        mutating func superEncoder() -> any Swift.Encoder { encoder }
    }

    private struct Single: SingleValueEncodingContainer {
        let encoder: Encoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { throw Unsupported() }
        mutating func encode<Value: Encodable>(_ value: Value) throws { try encoder.write(value) }
    }

    private final class Decoder: Swift.Decoder {
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }
        var reader: BinaryReader
        let strings: [String]

        init(reader: BinaryReader, strings: [String]) {
            self.reader = reader
            self.strings = strings
        }

        func string() throws -> String {
            let index = try reader.varint()
            guard index < UInt64(strings.count) else { throw CacheCorruption.invalidValue }
            return strings[Int(index)]
        }

        /// Reads a primitive directly; anything else through its `init(from:)`.
        func read<Value: Decodable>(_ type: Value.Type) throws -> Value {
            if Value.self == String.self { return unsafeBitCast(try string(), to: Value.self) }
            if Value.self == Int.self { return unsafeBitCast(try reader.int(), to: Value.self) }
            if Value.self == Bool.self {
                let byte = try reader.byte()
                guard byte <= 1 else { throw CacheCorruption.invalidValue }
                return unsafeBitCast(byte == 1, to: Value.self)
            }
            if Value.self == Int32.self {
                guard let value = Int32(exactly: try reader.int()) else { throw CacheCorruption.invalidValue }
                return unsafeBitCast(value, to: Value.self)
            }
            if Value.self == UInt8.self { return unsafeBitCast(try reader.byte(), to: Value.self) }
            if Value.self == Double.self { return unsafeBitCast(Double(bitPattern: try reader.fixed64()), to: Value.self) }
            if Value.self is any Numeric.Type { throw Unsupported() }
            return try Value(from: self)
        }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            KeyedDecodingContainer(KeyedReader<Key>(decoder: self, remaining: Int(try reader.byte())))
        }

        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            let count = Int(try reader.fixed32())
            guard count <= reader.remaining else { throw CacheCorruption.invalidValue }
            return UnkeyedReader(decoder: self, count: count)
        }

        func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleReader(decoder: self) }
    }

    /// Entries come in the order they were written, which is the order synthesised code
    /// asks for them; an optional left out is simply not next. A class: reading an entry
    /// counts it, and the protocol's methods are not mutating.
    private final class KeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: Decoder
        var remaining: Int
        var codingPath: [any CodingKey] { [] }

        init(decoder: Decoder, remaining: Int) {
            self.decoder = decoder
            self.remaining = remaining
        }

        /// The next entry's key: all an enum's decoding asks for (it has one entry).
        var allKeys: [Key] {
            var reader = decoder.reader
            guard remaining > 0, let index = try? reader.varint(), index < UInt64(decoder.strings.count) else { return [] }
            return Key(stringValue: decoder.strings[Int(index)]).map { [$0] } ?? []
        }

        func contains(_ key: Key) -> Bool {
            allKeys.first?.stringValue == key.stringValue
        }

        func decodeNil(forKey key: Key) throws -> Bool { false }

        private func enter(_ key: Key) throws {
            guard remaining > 0, try decoder.string() == key.stringValue else { throw CacheCorruption.invalidValue }
            remaining -= 1
        }

        func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
            try enter(key)
            return try decoder.read(type)
        }

        func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type, forKey key: Key) throws -> KeyedDecodingContainer<Nested> {
            try enter(key)
            return try decoder.container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try enter(key)
            return try decoder.unkeyedContainer()
        }

        func superDecoder() throws -> any Swift.Decoder { throw Unsupported() }
        func superDecoder(forKey key: Key) throws -> any Swift.Decoder { throw Unsupported() }
    }

    private struct UnkeyedReader: UnkeyedDecodingContainer {
        let decoder: Decoder
        let count: Int?
        var codingPath: [any CodingKey] { [] }
        private(set) var currentIndex = 0
        var isAtEnd: Bool { currentIndex >= count ?? 0 }

        init(decoder: Decoder, count: Int) {
            self.decoder = decoder
            self.count = count
        }

        private mutating func next() throws {
            guard !isAtEnd else { throw CacheCorruption.invalidValue }
            currentIndex += 1
        }

        mutating func decodeNil() throws -> Bool { false }

        mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
            try next()
            return try decoder.read(type)
        }

        mutating func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type) throws -> KeyedDecodingContainer<Nested> {
            try next()
            return try decoder.container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try next()
            return try decoder.unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Swift.Decoder { throw Unsupported() }
    }

    private struct SingleReader: SingleValueDecodingContainer {
        let decoder: Decoder
        var codingPath: [any CodingKey] { [] }

        func decodeNil() -> Bool { false }
        func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try decoder.read(type) }
    }
}
