import WhittleAudit

/// Hand-made reports for reporter and baseline tests: one massive controller spread over two
/// files, one lean controller, and one file that could not be read.
enum SampleReports {
    static let root = "/project"

    static func profile(lines: Int = 812, extraFinding: Finding? = nil) -> ViewControllerReport {
        let networking = ResponsibilityReport(
            id: .networking, members: ["loadProfile()", "loadAvatar(url:)"],
            evidence: [
                Evidence(member: "loadProfile()", file: "/project/Profile/ProfileViewController.swift", line: 48,
                         token: "URLSession.shared", reason: "makes a remote request"),
                Evidence(member: "loadAvatar(url:)", file: "/project/Profile/ProfileViewController.swift", line: 90,
                         token: "dataTask(with:)", reason: "makes a remote request"),
                Evidence(member: "loadAvatar(url:)", file: "/project/Profile/ProfileViewController.swift", line: 91,
                         token: "URLRequest", reason: "builds a request"),
                Evidence(member: "loadAvatar(url:)", file: "/project/Profile/ProfileViewController.swift", line: 95,
                         token: "JSONDecoder", reason: "decodes a response"),
            ])
        let navigation = ResponsibilityReport(
            id: .navigation, members: ["showFollowers()"],
            evidence: [Evidence(member: "showFollowers()", file: "/project/Profile/ProfileViewController+Actions.swift",
                                line: 12, token: "pushViewController", reason: "pushes the next screen")])
        let rendering = ResponsibilityReport(
            id: .rendering, members: ["update()"],
            evidence: [Evidence(member: "update()", file: "/project/Profile/ProfileViewController.swift", line: 30,
                                token: "nameLabel.text", reason: "assigns a prepared value")])
        var findings = [
            Finding(rule: .massiveViewController, severity: .error,
                    message: "ProfileViewController carries 2 responsibilities that do not belong and \(lines) lines.",
                    viewController: "ProfileViewController", file: "/project/Profile/ProfileViewController.swift", line: 10, column: 7),
            Finding(rule: "networking-in-view-controller", severity: .warning,
                    message: "ProfileViewController makes remote requests itself: move them into a WebService.",
                    viewController: "ProfileViewController", member: "loadProfile()",
                    file: "/project/Profile/ProfileViewController.swift", line: 47, column: 5),
            Finding(rule: "navigation-in-view-controller", severity: .warning,
                    message: "ProfileViewController pushes screens itself: ask a Navigator.",
                    viewController: "ProfileViewController", member: "showFollowers()",
                    file: "/project/Profile/ProfileViewController+Actions.swift", line: 11, column: 5),
        ]
        if let extraFinding { findings.append(extraFinding) }
        return ViewControllerReport(
            name: "ProfileViewController", file: "/project/Profile/ProfileViewController.swift", line: 10,
            superclassChain: ["UIViewController"], isAssumed: false,
            files: [
                FileShare(file: "/project/Profile/ProfileViewController.swift", lines: lines - 60,
                          members: ["loadProfile()", "loadAvatar(url:)", "update()"]),
                FileShare(file: "/project/Profile/ProfileViewController+Actions.swift", lines: 60, members: ["showFollowers()"]),
            ],
            responsibilities: [rendering, navigation, networking], findings: findings,
            metrics: Metrics(lines: lines, methods: 34, storedProperties: 12, markSections: 5, delegateConformances: 3,
                             ibActions: 2, responsibilities: 3, misplacedResponsibilities: 2, cohesion: 0.14,
                             massiveByHabchi: true),
            prescriptions: [
                Prescription(responsibility: .networking, role: .webService, suggestedType: "ProfileWebService",
                             members: ["loadProfile()", "loadAvatar(url:)"], linesMoved: 120, estimatedLinesAfter: 652),
                Prescription(responsibility: .navigation, role: .navigator, suggestedType: "ProfileNavigator",
                             members: ["showFollowers()"], linesMoved: 40, estimatedLinesAfter: 652),
            ])
    }

    static let settings = ViewControllerReport(
        name: "SettingsViewController", file: "/project/Settings/SettingsViewController.swift", line: 3,
        superclassChain: ["BaseViewController"], isAssumed: true,
        files: [FileShare(file: "/project/Settings/SettingsViewController.swift", lines: 40, members: ["viewDidLoad()"])],
        responsibilities: [ResponsibilityReport(id: .lifecycle, members: ["viewDidLoad()"], evidence: [])],
        findings: [],
        metrics: Metrics(lines: 40, methods: 2, storedProperties: 1, markSections: 0, delegateConformances: 0,
                         ibActions: 0, responsibilities: 1, misplacedResponsibilities: 0, cohesion: 1,
                         massiveByHabchi: false),
        prescriptions: [])

    static let unreadable = FileDiagnostic(
        file: "/project/Broken.swift", kind: .notUTF8, message: "the file is not UTF-8 text; save it as UTF-8 to audit it.")

    /// Lean controller listed first on purpose: reporters must put the worst first themselves.
    static func report(profileLines: Int = 812, extraFinding: Finding? = nil) -> AuditReport {
        AuditReport(
            filesScanned: 3, linesScanned: 912,
            viewControllers: [settings, profile(lines: profileLines, extraFinding: extraFinding)],
            diagnostics: [unreadable])
    }

    static let empty = AuditReport(filesScanned: 0, linesScanned: 0, viewControllers: [], diagnostics: [])
}
