extension ViewState {
    /// The child that shows this state in a `StateChildContainer`: loading, content, empty
    /// or error.
    ///
    /// It lets a logic controller's states drive child view controllers as plugins:
    ///
    /// ```swift
    /// let children = StateChildContainer<ViewState<Profile>, Port>(
    ///     port: port, slot: \.contentSlot, makeChild: makeChild,
    ///     configure: { child, state in (child as? ProfileContent)?.show(state.value) }
    /// )
    /// logic.load { children.render($0) }
    /// ```
    public var contentSlot: ContentSlot {
        switch self {
        case .loading: .loading
        case .presenting: .content
        case .empty: .empty
        case .failed: .error
        }
    }
}
