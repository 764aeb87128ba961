/// Where the email form reports what the user did: the massive twin's `Analytics.shared`,
/// injected so the intentions log and a test reads the log.
public protocol EmailFormAnalytics: Sendable {
    /// Records `event` with its parameters.
    func log(_ event: String, parameters: [String: String])
}
