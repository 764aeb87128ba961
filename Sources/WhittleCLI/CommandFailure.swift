/// A reason `whittle` could not do its job, with a message that says what to fix. The
/// command prints it and exits 2.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
