/// The report's form in the cache (``ReportFile``): a compact binary encoding driven by the
/// report's synthesised `Codable` conformances, the one definition of what a report holds
/// (they also read `--format json` back). Foundation's JSON decoder took a second for the
/// report of 200,000 lines.
///
/// ```
/// string table (``BinaryWriter/stringTable(_:)``) · value
/// struct: its fields in order, an optional one after a byte saying whether it is there
/// array: element count (4 bytes), then the elements
/// String: table index · Int: zigzag varint · Double: 8 bytes · Bool: 1 byte
/// ```
///
/// No key is stored: fields are read in the order synthesised code writes them, and the run
/// key names the build that wrote the file. Reading checks every count and index. Enums with
/// associated values and other number types are not supported (the report has none).
enum BinaryCoding {
    static func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let encoder = Encoder()
        try encoder.write(value)
        var file = BinaryWriter(capacity: encoder.body.pointee.bytes.count + encoder.strings.count * 16)
        file.stringTable(encoder.strings)
        file.append(encoder.body.pointee.bytes)
        return file.bytes
    }

    static func decode<Value: Decodable>(_ type: Value.Type, from bytes: UnsafeRawBufferPointer) throws -> Value {
        var reader = BinaryReader(bytes)
        let strings = try reader.stringTable()
        let decoder = Decoder(reader: reader, strings: strings)
        let value = try decoder.read(type)
        guard decoder.reader.pointee.isAtEnd else { throw CacheCorruption.invalidValue }
        return value
    }

    /// The key of containers that have none.
    private struct NoKey: CodingKey {
        var stringValue: String { "" }
        var intValue: Int? { nil }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { nil }
    }

    /// Writes into one buffer, behind a pointer: every value moves it, and a class's stored
    /// property would be checked for exclusive access each time.
    private final class Encoder: Swift.Encoder {
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }
        let body = UnsafeMutablePointer<BinaryWriter>.allocate(capacity: 1)
        private(set) var strings: [String] = []
        private var indices: [String: Int] = [:]

        init() { body.initialize(to: BinaryWriter(capacity: 1 << 16)) }

        deinit {
            body.deinitialize(count: 1)
            body.deallocate()
        }

        func write<Value: Encodable>(_ value: Value) throws {
            if !primitive(value) { try value.encode(to: self) }
        }

        func primitive<Value: Encodable>(_ value: Value) -> Bool {
            if Value.self == String.self {
                let string = unsafeBitCast(value, to: String.self)
                let index = indices[string] ?? strings.count
                if index == strings.count {
                    indices[string] = index
                    strings.append(string)
                }
                body.pointee.varint(UInt64(index))
            } else if Value.self == Int.self {
                body.pointee.int(unsafeBitCast(value, to: Int.self))
            } else if Value.self == Bool.self {
                body.pointee.byte(unsafeBitCast(value, to: Bool.self) ? 1 : 0)
            } else if Value.self == Double.self {
                body.pointee.fixed(unsafeBitCast(value, to: Double.self).bitPattern)
            } else {
                return false
            }
            return true
        }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> { .init(Writing<Key>(self)) }
        func singleValueContainer() -> any SingleValueEncodingContainer { Writing<NoKey>(self) }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            body.pointee.fixed(UInt32(0))
            return Writing<NoKey>(self, slot: body.pointee.bytes.count - 4)
        }
    }

    /// Every kind of container: a struct's fields, an array's elements (counted in the 4
    /// bytes at `slot`) or a single value.
    private final class Writing<Key: CodingKey>: KeyedEncodingContainerProtocol, UnkeyedEncodingContainer, SingleValueEncodingContainer {
        let encoder: Encoder
        let slot: Int?
        private(set) var count = 0
        var codingPath: [any CodingKey] { [] }

        init(_ encoder: Encoder, slot: Int? = nil) {
            self.encoder = encoder
            self.slot = slot
        }

        private func element() {
            guard let slot else { return }
            count += 1
            encoder.body.pointee.set(UInt32(truncatingIfNeeded: count), at: slot)
        }

        func encode<Value: Encodable>(_ value: Value) throws {
            element()
            if encoder.primitive(value) { return }
            // A single number's own `encode(to:)` would come back here forever.
            guard slot != nil || !(value is any Numeric) else { throw CacheCorruption.invalidValue }
            try value.encode(to: encoder)
        }

        func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws { try encoder.write(value) }
        func encodeNil() throws { throw CacheCorruption.invalidValue }
        func encodeNil(forKey key: Key) throws { encoder.body.pointee.byte(0) }

        private func present<Value: Encodable>(_ value: Value?) throws {
            encoder.body.pointee.byte(value == nil ? 0 : 1)
            if let value { try encoder.write(value) }
        }

        // The protocol's own `encodeIfPresent`s would write nothing for `nil`.
        func encodeIfPresent<Value: Encodable>(_ value: Value?, forKey key: Key) throws { try present(value) }
        func encodeIfPresent(_ value: String?, forKey key: Key) throws { try present(value) }
        func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try present(value) }
        func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try present(value) }
        func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try present(value) }

        func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type) -> KeyedEncodingContainer<Nested> {
            element()
            return encoder.container(keyedBy: type)
        }

        func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            element()
            return encoder.unkeyedContainer()
        }

        func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type, forKey key: Key) -> KeyedEncodingContainer<Nested> {
            encoder.container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { encoder.unkeyedContainer() }
        func superEncoder() -> any Swift.Encoder { encoder }
        func superEncoder(forKey key: Key) -> any Swift.Encoder { encoder }
    }

    /// Reads from one buffer, behind a pointer as ``Encoder``'s is.
    private final class Decoder: Swift.Decoder {
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }
        let reader = UnsafeMutablePointer<BinaryReader>.allocate(capacity: 1)
        let strings: [String]

        init(reader: BinaryReader, strings: [String]) {
            self.reader.initialize(to: reader)
            self.strings = strings
        }

        deinit {
            reader.deinitialize(count: 1)
            reader.deallocate()
        }

        func read<Value: Decodable>(_ type: Value.Type) throws -> Value { try primitive(type) ?? Value(from: self) }

        func primitive<Value: Decodable>(_ type: Value.Type) throws -> Value? {
            if Value.self == String.self {
                let index = try reader.pointee.varint()
                guard index < UInt64(strings.count) else { throw CacheCorruption.invalidValue }
                return unsafeBitCast(strings[Int(index)], to: Value.self)
            }
            if Value.self == Int.self { return unsafeBitCast(try reader.pointee.int(), to: Value.self) }
            if Value.self == Bool.self { return unsafeBitCast(try flag(), to: Value.self) }
            if Value.self == Double.self { return unsafeBitCast(Double(bitPattern: try reader.pointee.fixed(UInt64.self)), to: Value.self) }
            return nil
        }

        func flag() throws -> Bool {
            let byte = try reader.pointee.byte()
            guard byte <= 1 else { throw CacheCorruption.invalidValue }
            return byte == 1
        }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> { .init(Reading<Key>(self)) }
        func singleValueContainer() throws -> any SingleValueDecodingContainer { Reading<NoKey>(self) }

        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            let count = Int(try reader.pointee.fixed(UInt32.self))
            guard count <= reader.pointee.remaining else { throw CacheCorruption.invalidValue }
            return Reading<NoKey>(self, count: count)
        }
    }

    /// Every kind of container, as ``Writing``. A struct's fields come in the order
    /// synthesised code asks for them; an optional one is asked whether it is there
    /// (`contains`, then `decodeNil(forKey:)`), which reads its presence byte.
    private final class Reading<Key: CodingKey>: KeyedDecodingContainerProtocol, UnkeyedDecodingContainer, SingleValueDecodingContainer {
        let decoder: Decoder
        /// An array's element count; `nil` for a struct or a single value.
        let count: Int?
        private(set) var currentIndex = 0
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { [] }
        var isAtEnd: Bool { currentIndex >= count ?? 0 }

        init(_ decoder: Decoder, count: Int? = nil) {
            self.decoder = decoder
            self.count = count
        }

        private func element() throws {
            guard count != nil else { return }
            guard !isAtEnd else { throw CacheCorruption.invalidValue }
            currentIndex += 1
        }

        func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
            try element()
            if let value = try decoder.primitive(type) { return value }
            // A single number's own `init(from:)` would come back here forever.
            guard count != nil || !(Value.self is any Numeric.Type) else { throw CacheCorruption.invalidValue }
            return try Value(from: decoder)
        }

        func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value { try decoder.read(type) }
        func contains(_ key: Key) -> Bool { true }
        func decodeNil() -> Bool { false }
        func decodeNil(forKey key: Key) throws -> Bool { try !decoder.flag() }

        func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type) throws -> KeyedDecodingContainer<Nested> {
            try element()
            return try decoder.container(keyedBy: type)
        }

        func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try element()
            return try decoder.unkeyedContainer()
        }

        func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type, forKey key: Key) throws -> KeyedDecodingContainer<Nested> {
            try decoder.container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { try decoder.unkeyedContainer() }
        func superDecoder() throws -> any Swift.Decoder { decoder }
        func superDecoder(forKey key: Key) throws -> any Swift.Decoder { decoder }
    }
}
