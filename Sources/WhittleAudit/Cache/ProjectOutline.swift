import Foundation

/// What the project-wide stages made of the last audited project, small enough to keep in the
/// run stamp: every type the project declares (file, kind and name, in file order), each
/// controller's parts by place, the protocol adopters, the files with `whittle:` comments and
/// the controllers' key salt.
///
/// It lets an audit in which only controllers' bodies changed patch the last report
/// (``Auditor/patchedAudit(_:)``) without decoding every file's facts and building the index:
/// the names answer which types the project declares, the places say which files to decode
/// when an analysis asks for a type's members, and the parts rebuild the edited controllers.
/// Nothing in it depends on a controller's body, so an audit that patches keeps it as it is.
///
/// File numbers are positions in the audited file list, which the run stamp checks.
struct ProjectOutline: Sendable, Equatable {
    /// A type (or extension) the project declares, in file order.
    struct DeclaredType: Sendable, Equatable {
        var file: Int
        var kind: TypeFacts.Kind
        var name: String
    }

    /// One part of a controller: the `ordinal`th type of the file at position `file`.
    struct Place: Sendable, Hashable, Comparable {
        var file: Int
        var ordinal: Int

        static func < (lhs: Place, rhs: Place) -> Bool { (lhs.file, lhs.ordinal) < (rhs.file, rhs.ordinal) }
    }

    /// ``ControllerMemo``'s salt: the results context and every directive.
    var salt: ContentHash
    var types: [DeclaredType]
    /// ``ProjectIndex/conformers``.
    var conformers: [String: [String]]
    /// The files with `whittle:` comments, ascending.
    var directiveFiles: [Int]
    /// Each controller's parts, the declaration first, in the index's order; controllers in
    /// the order of their declarations' places.
    var controllers: [[Place]]

    /// The outline of the project `index` was built from: `files`, whose positions in the
    /// audited list `positions` gives. `nil` when a file or part has no position, or a part is
    /// not among its file's types.
    init?(files: [FileFacts], positions: [String: Int], index: ProjectIndex, salt: ContentHash) {
        struct Identity: Hashable {
            var file: Int
            var name: String
            var startLine: Int
        }
        var types: [DeclaredType] = []
        var ordinals: [Identity: Int] = [:]
        var directiveFiles: [Int] = []
        var last = -1
        for file in files {
            guard let position = positions[file.path], position > last else { return nil }
            last = position
            for (ordinal, type) in file.types.enumerated() {
                types.append(DeclaredType(file: position, kind: type.kind, name: type.name))
                ordinals[Identity(file: position, name: type.name, startLine: type.startLine)] = ordinal
            }
            if !file.directives.isEmpty { directiveFiles.append(position) }
        }
        var controllers: [[Place]] = []
        controllers.reserveCapacity(index.viewControllers.count)
        for controller in index.viewControllers {
            var places: [Place] = []
            for part in controller.parts {
                guard let file = positions[part.file],
                    let ordinal = ordinals[Identity(file: file, name: part.facts.name, startLine: part.facts.startLine)]
                else { return nil }
                places.append(Place(file: file, ordinal: ordinal))
            }
            controllers.append(places)
        }
        controllers.sort { $0[0] < $1[0] }
        self.init(salt: salt, types: types, conformers: index.conformers, directiveFiles: directiveFiles, controllers: controllers)
    }

    init(salt: ContentHash, types: [DeclaredType], conformers: [String: [String]], directiveFiles: [Int], controllers: [[Place]]) {
        self.salt = salt
        self.types = types
        self.conformers = conformers
        self.directiveFiles = directiveFiles
        self.controllers = controllers
    }
}
