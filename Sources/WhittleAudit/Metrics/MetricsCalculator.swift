/// Computes a view controller's size and structure metrics.
///
/// Cohesion is CAMC (Bansiya et al. 1999) in the variant that counts the class's own type
/// as a parameter of every method: with `T` the distinct parameter types over all methods
/// (the own type included) and `P(m)` the distinct types of method `m` (the own type
/// included), `CAMC = Σ |P(m)| / (|T| × methods)`. 1 means every method takes the same
/// types; values near 0 mean methods share almost nothing. Methods are functions,
/// initialisers and subscripts; a class without methods has cohesion 1.
enum MetricsCalculator {
    static func metrics(
        of controller: IndexedViewController, responsibilities: [ResponsibilityReport]
    ) -> Metrics {
        // Counted in one pass over the members, without copying them into filtered lists.
        var methods = 0
        var storedProperties = 0
        var ibActions = 0
        var cohesive: [MemberFacts] = []
        for (_, member) in controller.members {
            if member.isMethodLike { methods += 1 } else { storedProperties += 1 }
            if member.attributes.contains("IBAction") { ibActions += 1 }
            if member.kind == .method || member.kind == .initializer || member.kind == .subscript { cohesive.append(member) }
        }
        let marks = controller.parts.reduce(0) { $0 + $1.marks }
        // A protocol adopted in two places (each declaration under an `#if`) is one role.
        let delegates = Set(
            controller.conformances.lazy.map(\.name).filter {
                $0.hasSuffix("Delegate") || $0.hasSuffix("DataSource") || $0.hasSuffix("DelegateFlowLayout")
            }
        ).count
        let cohesion = camc(of: cohesive)
        let lines = controller.lines
        return Metrics(
            lines: lines, methods: methods, storedProperties: storedProperties,
            markSections: marks, delegateConformances: delegates,
            ibActions: ibActions,
            responsibilities: responsibilities.count,
            misplacedResponsibilities: responsibilities.filter { !$0.id.isKept(in: controller.kind) }.count, cohesion: cohesion,
            massiveByHabchi: controller.kind != .swiftUIView && cohesion < 0.2 && methods > 29 && lines > 375,
            bodyLines: controller.bodyLines)
    }

    static func camc(of methods: [MemberFacts]) -> Double {
        guard !methods.isEmpty else { return 1 }
        let ownType = "Self"
        var all: Set<String> = [ownType]
        var sum = 0
        for method in methods {
            // A method has few parameters: its distinct types by a scan, not a set of its own.
            var types = [ownType]
            for type in method.parameterTypes.lazy.map(normalized) where !types.contains(type) {
                types.append(type)
                all.insert(type)
            }
            sum += types.count
        }
        let value = Double(sum) / Double(all.count * methods.count)
        return (value * 1000).rounded() / 1000
    }

    /// `inout [Photo]?`, `[Photo]` and `[Photo]!` are one type for cohesion.
    private static func normalized(_ type: String) -> String {
        // On UTF-8 bytes: the prefixes and suffixes are ASCII, and Character-wise slicing
        // made this the costliest step of the metrics.
        if let first = type.utf8.first, let last = type.utf8.last, first != UInt8(ascii: "i"), first != UInt8(ascii: "_"),
            first != UInt8(ascii: "b"), first != UInt8(ascii: "c"), first != UInt8(ascii: "@"), last != UInt8(ascii: "?"),
            last != UInt8(ascii: "!")
        {
            return type
        }
        var utf8 = Substring(type).utf8
        for prefix in ["inout ", "__owned ", "borrowing ", "consuming ", "@escaping "] where utf8.starts(with: prefix.utf8) {
            utf8 = utf8.dropFirst(prefix.utf8.count)
        }
        while let last = utf8.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") { utf8 = utf8.dropLast() }
        return String(Substring(utf8))
    }
}
