/// The `partialFingerprints` entry of a SARIF result: what the finding is, not where it is,
/// so code scanning keeps one alert for it when lines move or members are reordered.
///
/// A responsibility finding is identified by its controller, file and responsibility (its
/// member is only the first one that does the work, which reordering changes); any other
/// finding by its controller, file, rule and member.
enum SARIFFingerprint {
    /// The key under `partialFingerprints`; bumped if the identity ever changes.
    static let key = "whittleFinding/v1"

    /// The fingerprint of `finding`, whose file is given as `relativeFile` (relative to the
    /// repository root, so the value does not depend on where the audit ran).
    static func value(of finding: Finding, relativeFile: String) -> String {
        let subject = finding.rule.responsibility?.id ?? finding.member ?? ""
        let identity = [finding.viewController, relativeFile, finding.rule.rawValue, subject].joined(separator: "\u{0}")
        return hex(fnv1a(identity))
    }

    /// 64-bit FNV-1a over the UTF-8 bytes: small, stable across platforms and releases
    /// (unlike `Hasher`, which is seeded per process).
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
