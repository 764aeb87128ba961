import Foundation

/// The outline's bytes in the run stamp: deflated, behind its inflated size.
///
/// ```
/// salt 16 · types: count, then per type: file delta, kind, shared prefix with the last
/// name, the rest · conformers: count, then name, adopter count, adopters · directive
/// files: count, deltas · controllers: count, then part count, declaration file as a signed delta from the last
/// declaration's and its ordinal, then each
/// extension's file as a signed delta from the declaration's and its ordinal (signed values
/// zigzag-encoded, ``BinaryWriter/int(_:)``)
/// ```
///
/// Names in file order share long prefixes (`Feature12Model`, `Feature12ViewController`),
/// and places in declaration order are small deltas: 30,000 types and 7,700 controllers take
/// about 20 KB.
extension ProjectOutline {
    /// The deflated encoding, behind its inflated size.
    func encoded() -> [UInt8] {
        var writer = BinaryWriter(capacity: 64 + types.count * 12)
        writer.hash(salt)
        writer.varint(UInt64(types.count))
        var lastFile = 0
        var lastName: [UInt8] = []
        for type in types {
            writer.varint(UInt64(type.file - lastFile))
            lastFile = type.file
            writer.byte(FactsCodes.code(of: type.kind))
            let name = Array(type.name.utf8)
            let shared = zip(name, lastName).prefix { $0 == $1 }.count
            writer.int(shared)
            writer.varint(UInt64(name.count - shared))
            writer.append(Array(name[shared...]))
            lastName = name
        }
        writer.varint(UInt64(conformers.count))
        for (name, adopters) in conformers.sorted(by: { $0.key < $1.key }) {
            writer.rawString(name)
            writer.varint(UInt64(adopters.count))
            for adopter in adopters { writer.rawString(adopter) }
        }
        writer.ascendingPositions(directiveFiles)
        writer.varint(UInt64(controllers.count))
        lastFile = 0
        for parts in controllers {
            writer.varint(UInt64(parts.count))
            writer.int(parts[0].file - lastFile)
            lastFile = parts[0].file
            writer.int(parts[0].ordinal)
            for part in parts.dropFirst() {
                writer.int(part.file - parts[0].file)
                writer.int(part.ordinal)
            }
        }
        var sealed = BinaryWriter(capacity: writer.bytes.count / 4 + 16)
        sealed.varint(UInt64(writer.bytes.count))
        sealed.append(writer.bytes.withUnsafeBytes { Deflate.compress($0) })
        return sealed.bytes
    }

    /// The outline `encoded()` wrote, every count, place and code checked: the file
    /// positions must be below `fileCount` and each part's ordinal among its file's types.
    static func decode(_ bytes: UnsafeRawBufferPointer, fileCount: Int) throws(CacheCorruption) -> ProjectOutline {
        var sealed = BinaryReader(bytes)
        // Deflate shrinks at most about a thousandfold: a larger size is damage, not data.
        let raw = try sealed.varint()
        guard raw <= UInt64(bytes.count) * 1032 else { throw .invalidValue }
        let size = Int(raw)
        let inflated = try Deflate.decompress(UnsafeRawBufferPointer(rebasing: bytes[sealed.offset...]), size: size)
        return try inflated.withUnsafeBytes { body in
            Result { () throws(CacheCorruption) in
                var reader = BinaryReader(body)
                let outline = try decodeBody(&reader, fileCount: fileCount)
                guard reader.isAtEnd else { throw .invalidValue }
                return outline
            }
        }.get()
    }

    private static func decodeBody(_ reader: inout BinaryReader, fileCount: Int) throws(CacheCorruption) -> ProjectOutline {
        let salt = try reader.hash()
        let typeCount = try reader.count(minimumSize: 4)
        var types: [DeclaredType] = []
        types.reserveCapacity(typeCount)
        var typesInFile: [Int: Int] = [:]
        var file = 0
        var lastName: [UInt8] = []
        for _ in 0..<typeCount {
            file = try position(file, plus: reader.varint(), below: fileCount)
            let kind = try FactsCodes.decode(reader.byte(), in: FactsCodes.typeKinds)
            let shared = try reader.int()
            guard shared >= 0, shared <= lastName.count else { throw .invalidValue }
            let rest = try reader.slice(reader.count(minimumSize: 0))
            let name = Array(lastName[..<shared]) + rest
            guard shared >= 0, let text = String(validating: name, as: UTF8.self) else { throw .invalidValue }
            types.append(DeclaredType(file: file, kind: kind, name: text))
            typesInFile[file, default: 0] += 1
            lastName = name
        }
        var conformers: [String: [String]] = [:]
        for _ in 0..<(try reader.count()) {
            let name = try reader.rawString()
            var adopters: [String] = []
            for _ in 0..<(try reader.count()) { adopters.append(try reader.rawString()) }
            conformers[name] = adopters
        }
        let directiveFiles = try reader.ascendingPositions(below: fileCount)
        var controllers: [[Place]] = []
        file = 0
        for _ in 0..<(try reader.count(minimumSize: 3)) {
            let count = try reader.count(minimumSize: 2)
            guard count >= 1 else { throw .invalidValue }
            let step = try reader.int()
            guard step > -fileCount, step < fileCount, file + step >= 0, file + step < fileCount else { throw .invalidValue }
            file += step
            var parts = [try place(file: file, ordinal: reader.int(), typesInFile: typesInFile)]
            for _ in 1..<count {
                let delta = try reader.int()
                guard delta > -fileCount, delta < fileCount else { throw .invalidValue }
                let other = file + delta
                guard other >= 0, other < fileCount else { throw .invalidValue }
                parts.append(try place(file: other, ordinal: reader.int(), typesInFile: typesInFile))
            }
            controllers.append(parts)
        }
        return ProjectOutline(salt: salt, types: types, conformers: conformers, directiveFiles: directiveFiles, controllers: controllers)
    }

    private static func place(file: Int, ordinal: Int, typesInFile: [Int: Int]) throws(CacheCorruption) -> Place {
        guard ordinal >= 0, ordinal < typesInFile[file, default: 0] else { throw .invalidValue }
        return Place(file: file, ordinal: ordinal)
    }

    private static func position(_ file: Int, plus delta: UInt64, below count: Int) throws(CacheCorruption) -> Int {
        guard delta < UInt64(count), file + Int(delta) < count else { throw .invalidValue }
        return file + Int(delta)
    }
}
