/// Where the tag screen can go.
public enum TagRoute: Hashable, Sendable {
    /// Another tag's screen.
    case tag(name: String)
    /// A photo's detail.
    case photo(id: String)
}
