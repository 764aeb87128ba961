extension AuditConfiguration {
    /// Every setting, in a fixed order: the cache replays a report only under the
    /// configuration it was made under. Sets and dictionaries are written sorted, so the
    /// same configuration always gives the same fingerprint.
    ///
    /// A new setting must be added here; a test counts the stored properties to remind you.
    var fingerprint: ContentHash {
        var builder = FingerprintBuilder()
        builder.add("configuration")
        builder.add(include)
        builder.add(exclude)
        builder.add(patternRoot.map { [$0] } ?? [])
        builder.add(languages.map(\.rawValue).sorted())
        for threshold in [thresholds.maxResponsibilities, thresholds.maxLines, thresholds.maxMarkSections, thresholds.minExtractLines] {
            builder.add(threshold)
        }
        builder.add(viewControllerBaseClasses)
        builder.add(wrappers.count)
        for responsibility in wrappers.keys.sorted() {
            builder.add(responsibility.rawValue)
            builder.add((wrappers[responsibility] ?? []).map(\.description))
        }
        builder.add(severities.keys.sorted().flatMap { [$0.rawValue, severities[$0]?.rawValue ?? ""] })
        builder.add(disabledRules.map(\.rawValue).sorted())
        return builder.hash
    }
}
