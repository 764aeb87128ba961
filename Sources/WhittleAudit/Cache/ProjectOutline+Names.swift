/// The index's name tables, read from the outline as ``ProjectIndex`` builds them from the
/// facts, with the files to decode for each type's parts instead of the parts.
extension ProjectOutline {
    struct Names: Sendable {
        /// ``ProjectIndex/projectTypes``.
        var projectTypes: Set<String> = []
        /// ``ProjectIndex/projectProtocols``.
        var projectProtocols: Set<String> = []
        /// ``ProjectIndex/otherTypes``' names, each with the files that hold its parts, ascending.
        var otherTypeFiles: [String: [Int]] = [:]
        /// ``ProjectIndex/helperTypes``' names, each with the files that hold its parts, ascending.
        var helperTypeFiles: [String: [Int]] = [:]

        /// Whether a type of the file holding it belongs among ``ProjectIndex/otherTypes``
        /// parts of `name` (as opposed to a helper, a protocol or a controller).
        func isOtherTypePart(_ type: TypeFacts, named name: String) -> Bool {
            type.simpleName == name && type.kind != .protocol && (type.kind != .extension || projectTypes.contains(name))
        }

        /// Whether a type of the file holding it is a part of the helper type `name`.
        func isHelperPart(_ type: TypeFacts, named name: String) -> Bool {
            type.simpleName == name && type.kind == .extension && !projectTypes.contains(name)
        }
    }

    /// The name tables. The controllers' names are their declarations', found by place.
    func names() -> Names {
        var names = Names()
        names.projectTypes.reserveCapacity(types.count)
        var firstOfFile: [Int: Int] = [:]
        // Each simple name once: most names have no dot, and a set insert hashes anyway.
        let simpleNames = types.map(\.name.simpleTypeName)
        for (index, type) in types.enumerated() {
            if firstOfFile[type.file] == nil { firstOfFile[type.file] = index }
            if type.kind != .extension { names.projectTypes.insert(simpleNames[index]) }
            if type.kind == .protocol { names.projectProtocols.insert(simpleNames[index]) }
        }
        var controllerNames: Set<String> = []
        controllerNames.reserveCapacity(controllers.count)
        for parts in controllers {
            if let first = firstOfFile[parts[0].file], first + parts[0].ordinal < types.count {
                controllerNames.insert(simpleNames[first + parts[0].ordinal])
            }
        }
        names.otherTypeFiles.reserveCapacity(types.count - controllerNames.count)
        for (index, type) in types.enumerated() where type.kind != .protocol {
            let simple = simpleNames[index]
            guard !controllerNames.contains(simple) else { continue }
            if type.kind == .extension && !names.projectTypes.contains(simple) {
                Self.append(type.file, to: &names.helperTypeFiles[simple, default: []])
            } else {
                Self.append(type.file, to: &names.otherTypeFiles[simple, default: []])
            }
        }
        return names
    }

    private static func append(_ file: Int, to files: inout [Int]) {
        if files.last != file { files.append(file) }
    }
}
