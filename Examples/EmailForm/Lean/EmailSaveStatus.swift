import Whittle

/// Where saving the email form stands; the view controller renders it.
public enum EmailSaveStatus: Sendable, Hashable {
    /// Nothing saved since the last edit.
    case idle
    /// A save is under way.
    case saving
    /// The address was saved.
    case saved(String)
    /// Saving failed; the message says why.
    case failed(String)
    /// The address saved before could not be read.
    case notLoaded
}
