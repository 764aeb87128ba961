import Foundation
import SwiftParser
import SwiftSyntax

/// An Apple platform a package can declare in `Package.swift`.
enum ApplePlatform: String, CaseIterable, Comparable, Sendable {
    case macOS, iOS, tvOS, visionOS, watchOS

    static func < (lhs: ApplePlatform, rhs: ApplePlatform) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }

    /// Whether `canImport(module)` holds on this platform, or `nil` for a module this table
    /// does not know (a package's own module, say), which is then taken as maybe.
    func canImport(_ module: String) -> Bool? {
        switch module {
        case "Foundation", "Darwin", "CoreGraphics", "CoreFoundation", "QuartzCore", "SwiftUI", "Combine",
            "Observation", "os", "Dispatch":
            true
        case "UIKit": self != .macOS
        case "AppKit": self == .macOS
        case "Glibc", "Musl", "WinSDK", "FoundationNetworking", "FoundationEssentials", "Android", "WASILibc":
            false
        default: nil
        }
    }
}

/// One place where the sources would not compile on a declared Apple platform.
struct PlatformViolation: CustomStringConvertible, Equatable {
    var file: String
    var line: Int
    var column: Int
    var message: String

    var description: String { "\(file):\(line):\(column): \(message)" }
}

/// Reads Swift sources and finds, without an Apple SDK, the two ways Linux hides a break on
/// Apple platforms:
///
/// - CoreGraphics' Swift API (`CGRect.minY`, `.zero`, `CGRect(x:y:width:height:)`, `Equatable`)
///   comes with swift-corelibs-foundation on Linux but not with Apple's Foundation, where a file
///   must import CoreGraphics (or UIKit, AppKit, SwiftUI, which bring it) itself.
/// - An API that a declared platform lacks (`popoverPresentationController` on tvOS) compiles
///   only inside an `#if` that leaves that platform out.
///
/// Each `#if` condition is evaluated for every declared platform with three values (true,
/// false, unknown): code counts as compiled on a platform unless its conditions are false there,
/// and an import counts only where its conditions are true.
struct PlatformGuard {
    /// The platforms the sources must compile on.
    var platforms: [ApplePlatform]
    /// APIs that some platforms lack, by the identifier a use spells.
    var unavailable: [String: Set<ApplePlatform>]

    /// The CoreGraphics types: a file that names one imports CoreGraphics (Apple's Foundation
    /// brings at most the bare types, not their Swift API).
    static let coreGraphicsTypes: Set<String> = ["CGFloat", "CGRect", "CGSize", "CGPoint", "CGVector", "CGAffineTransform"]
    /// Modules whose import brings CoreGraphics' Swift API.
    static let coreGraphicsModules: Set<String> = ["CoreGraphics", "UIKit", "AppKit", "SwiftUI", "QuartzCore"]

    /// APIs unavailable on a platform, from Apple's documentation (the availability each page
    /// lists): the ones an adapter or example here is likely to reach for.
    static let appleUnavailable: [String: Set<ApplePlatform>] = {
        var table: [String: Set<ApplePlatform>] = [:]
        let tvOSLacks = [
            "popoverPresentationController", "UIPopoverPresentationController", "UIPopoverPresentationControllerDelegate",
            "sheetPresentationController", "UISheetPresentationController",
            "keyboardLayoutGuide", "UIKeyboardLayoutGuide",
            "keyboardWillShowNotification", "keyboardWillHideNotification", "keyboardWillChangeFrameNotification",
            "keyboardDidShowNotification", "keyboardDidHideNotification", "keyboardDidChangeFrameNotification",
            "keyboardFrameBeginUserInfoKey", "keyboardFrameEndUserInfoKey",
            "keyboardAnimationDurationUserInfoKey", "keyboardAnimationCurveUserInfoKey",
            "keyboardDismissMode", "UIRefreshControl", "refreshControl", "UIToolbar",
            "UISwitch", "UISlider", "UIStepper", "UIDatePicker", "UIPickerView", "UIPasteboard",
            "UIImpactFeedbackGenerator", "UISelectionFeedbackGenerator", "UINotificationFeedbackGenerator",
            "UIDocumentPickerViewController", "UIImagePickerController", "UIEditMenuInteraction",
        ]
        let visionOSLacks = ["UIScreen", "keyWindow"]
        for name in tvOSLacks { table[name, default: []].insert(.tvOS) }
        for name in visionOSLacks { table[name, default: []].insert(.visionOS) }
        return table
    }()

    /// The guard for the platforms `Package.swift` declares, with Apple's table.
    init(platforms: [ApplePlatform], unavailable: [String: Set<ApplePlatform>] = PlatformGuard.appleUnavailable) {
        self.platforms = platforms
        self.unavailable = unavailable
    }

    /// The platforms in a manifest's `platforms:` list (`.iOS(.v17)`, `.macOS("14.0")`…).
    static func declaredPlatforms(inManifest source: String) -> [ApplePlatform] {
        let tree = Parser.parse(source: source)
        var found: Set<ApplePlatform> = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind,
                  let member = token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(MemberAccessExprSyntax.self),
                  member.base == nil,
                  let call = member.parent?.as(FunctionCallExprSyntax.self),
                  call.arguments.count == 1,
                  isInsidePlatformsArgument(call),
                  let platform = ApplePlatform(rawValue: name)
            else { continue }
            found.insert(platform)
        }
        return found.sorted()
    }

    private static func isInsidePlatformsArgument(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let node = current {
            if let argument = node.as(LabeledExprSyntax.self), argument.label?.text == "platforms" { return true }
            current = node.parent
        }
        return false
    }

    /// Every violation in one file's source.
    func check(source: String, file: String) -> [PlatformViolation] {
        // Most files name none of the identifiers; they are not parsed (a debug-built parser
        // takes seconds over the whole package).
        guard Self.coreGraphicsTypes.contains(where: source.contains) || unavailable.keys.contains(where: source.contains)
        else { return [] }
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        var imports: [(module: String, node: Syntax)] = []
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.import) {
            if let decl = token.parent?.as(ImportDeclSyntax.self), let module = decl.path.first?.name.text {
                imports.append((module, Syntax(decl)))
            }
        }
        let coreGraphicsImported: [ApplePlatform: Bool] = Dictionary(uniqueKeysWithValues: platforms.map { platform in
            (platform, imports.contains { Self.coreGraphicsModules.contains($0.module) && Self.isCompiled($0.node, on: platform) == true })
        })

        var violations: [PlatformViolation] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind else { continue }
            let location = token.startLocation(converter: converter)
            if Self.coreGraphicsTypes.contains(name) {
                let missing = platforms.filter { Self.isCompiled(token, on: $0) != false && coreGraphicsImported[$0] != true }
                if !missing.isEmpty {
                    violations.append(PlatformViolation(
                        file: file, line: location.line, column: location.column,
                        message: "'\(name)' is used without CoreGraphics on \(Self.list(missing)): Apple's Foundation does not bring "
                            + "CoreGraphics' Swift API; add `#if canImport(CoreGraphics)` / `import CoreGraphics` / `#endif`."))
                }
            }
            if let lacking = unavailable[name] {
                let reached = platforms.filter { lacking.contains($0) && Self.isCompiled(token, on: $0) != false }
                if !reached.isEmpty {
                    violations.append(PlatformViolation(
                        file: file, line: location.line, column: location.column,
                        message: "'\(name)' is unavailable on \(Self.list(reached)); put it inside "
                            + reached.map { "`#if !os(\($0.rawValue))`" }.joined(separator: " and ") + "."))
                }
            }
        }
        return violations
    }

    private static func list(_ platforms: [ApplePlatform]) -> String {
        platforms.map(\.rawValue).joined(separator: ", ")
    }

    /// Whether `node` is compiled on `platform`: `false` when an enclosing `#if` clause is
    /// certainly inactive there, `true` when every one is certainly active, `nil` otherwise.
    static func isCompiled(_ node: some SyntaxProtocol, on platform: ApplePlatform) -> Bool? {
        var result: Bool? = true
        var current = node.parent
        var child = Syntax(node)
        while let parent = current {
            if let clause = parent.as(IfConfigClauseSyntax.self), child.id != clause.condition?.id,
               let block = clause.parent?.parent?.as(IfConfigDeclSyntax.self) {
                result = and(result, isActive(clause, in: block, on: platform))
                if result == false { return false }
            }
            child = parent
            current = parent.parent
        }
        return result
    }

    /// A clause is active when its condition holds and no earlier clause's does.
    private static func isActive(_ clause: IfConfigClauseSyntax, in block: IfConfigDeclSyntax, on platform: ApplePlatform) -> Bool? {
        var result: Bool? = true
        for earlier in block.clauses {
            if earlier.id == clause.id { break }
            result = and(result, not(earlier.condition.map { evaluate($0, on: platform) } ?? true))
        }
        if let condition = clause.condition {
            result = and(result, evaluate(condition, on: platform))
        }
        return result
    }

    /// Evaluates a compilation condition on `platform`, `nil` for what it cannot know
    /// (`DEBUG`, `swift(>=6)`, `arch(arm64)`, a module it has no entry for).
    static func evaluate(_ expression: ExprSyntax, on platform: ApplePlatform) -> Bool? {
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return literal.literal.tokenKind == .keyword(.true)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression, on: platform)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return not(evaluate(prefix.expression, on: platform))
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return evaluate(sequence: Array(sequence.elements), on: platform)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            let lhs = evaluate(infix.leftOperand, on: platform), rhs = evaluate(infix.rightOperand, on: platform)
            switch op.operator.text {
            case "&&": return and(lhs, rhs)
            case "||": return or(lhs, rhs)
            default: return nil
            }
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let argument = call.arguments.first?.expression {
            let name = argument.trimmedDescription
            switch function {
            case "os": return name == platform.rawValue
            case "canImport": return platform.canImport(name.split(separator: ".").first.map(String.init) ?? name)
            case "targetEnvironment": return name == "macCatalyst" ? false : nil
            default: return nil
            }
        }
        return nil
    }

    // `&&` binds tighter than `||`: split on `||`, then each part on `&&`.
    private static func evaluate(sequence elements: [ExprSyntax], on platform: ApplePlatform) -> Bool? {
        var disjunction: Bool? = false
        var conjunction: Bool? = true
        for element in elements {
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                if op.operator.text == "||" {
                    disjunction = or(disjunction, conjunction)
                    conjunction = true
                } else if op.operator.text != "&&" {
                    return nil
                }
            } else {
                conjunction = and(conjunction, evaluate(element, on: platform))
            }
        }
        return or(disjunction, conjunction)
    }

    private static func not(_ value: Bool?) -> Bool? { value.map { !$0 } }

    private static func and(_ lhs: Bool?, _ rhs: Bool?) -> Bool? {
        if lhs == false || rhs == false { return false }
        if lhs == true && rhs == true { return true }
        return nil
    }

    private static func or(_ lhs: Bool?, _ rhs: Bool?) -> Bool? {
        if lhs == true || rhs == true { return true }
        if lhs == false && rhs == false { return false }
        return nil
    }
}
