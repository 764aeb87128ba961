/// The byte each enum case of the facts is stored as. Written out case by case (not from raw
/// values or declaration order) so renaming or reordering a case cannot silently change what
/// a cached byte means; adding one breaks the build here, and ``FactsCache/formatVersion``
/// must then change.
enum FactsCodes {
    static func code(of kind: TypeFacts.Kind) -> UInt8 {
        switch kind {
        case .class: 0
        case .struct: 1
        case .enum: 2
        case .protocol: 3
        case .actor: 4
        case .extension: 5
        }
    }

    static let typeKinds: [TypeFacts.Kind] = [.class, .struct, .enum, .protocol, .actor, .extension]

    static func code(of kind: MemberFacts.Kind) -> UInt8 {
        switch kind {
        case .method: 0
        case .initializer: 1
        case .deinitializer: 2
        case .storedProperty: 3
        case .computedProperty: 4
        case .subscript: 5
        }
    }

    static let memberKinds: [MemberFacts.Kind] = [
        .method, .initializer, .deinitializer, .storedProperty, .computedProperty, .subscript,
    ]

    static func code(of action: DisableDirective.Action) -> UInt8 {
        switch action {
        case .disable: 0
        case .enable: 1
        case .disableNext: 2
        case .unknown: 3
        }
    }

    static let actions: [DisableDirective.Action] = [.disable, .enable, .disableNext, .unknown]

    static func code(of kind: FileDiagnostic.Kind) -> UInt8 {
        switch kind {
        case .unreadable: 0
        case .notUTF8: 1
        case .binary: 2
        case .tooLarge: 3
        case .tooDeeplyNested: 4
        case .symlinkLoop: 5
        case .empty: 6
        case .invalidDirective: 7
        case .frontEndMismatch: 8
        case .incomplete: 9
        }
    }

    static let diagnosticKinds: [FileDiagnostic.Kind] = [
        .unreadable, .notUTF8, .binary, .tooLarge, .tooDeeplyNested, .symlinkLoop, .empty, .invalidDirective,
        .frontEndMismatch, .incomplete,
    ]

    static func code(of kind: MemberEvent.Kind) -> UInt8 {
        switch kind {
        case .call: 0
        case .access: 1
        case .reference: 2
        case .interpolation: 3
        }
    }

    static let eventKinds: [MemberEvent.Kind] = [.call, .access, .reference, .interpolation]

    /// The case stored as `code`, or ``CacheCorruption/invalidValue``.
    static func decode<Value>(_ code: UInt8, in cases: [Value]) throws(CacheCorruption) -> Value {
        guard Int(code) < cases.count else { throw .invalidValue }
        return cases[Int(code)]
    }
}
