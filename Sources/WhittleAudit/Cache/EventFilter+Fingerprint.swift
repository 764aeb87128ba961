extension EventFilter {
    /// A hash of everything the filter was built from: the front ends keep events by it, so
    /// it is part of the key of every cached file's facts.
    static func fingerprint(
        names: Set<String>, framingCalls: Set<String>, callSuffixes: [String], membersKeepingEveryName: [String],
        typesWithoutControllers: Set<String>, swiftUIUnitMarkers: Set<String>, singletonAccessors: Set<String>,
        singletonAccessorPrefixes: [String]
    ) -> ContentHash {
        var builder = FingerprintBuilder()
        builder.add("event-filter")
        builder.add(names.sorted())
        builder.add(framingCalls.sorted())
        builder.add(callSuffixes)
        builder.add(membersKeepingEveryName)
        builder.add(typesWithoutControllers.sorted())
        builder.add(swiftUIUnitMarkers.sorted())
        builder.add(singletonAccessors.sorted())
        builder.add(singletonAccessorPrefixes)
        return builder.hash
    }
}
