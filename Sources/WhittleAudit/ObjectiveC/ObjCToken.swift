/// One token of Objective-C source: a kind and a byte range of the file.
///
/// Tokens hold offsets, never text, so a large file costs 12 bytes a token; the text is read
/// back from the file's bytes when a name matters.
struct ObjCToken: Sendable, Equatable {
    enum Kind: UInt8, Sendable, Equatable {
        /// `viewDidLoad`, `UIView`, `self`, `if` (C keywords are identifiers too).
        case identifier
        /// `@interface`, `@end`, `@property`, `@selector`, `@autoreleasepool`, `@YES`.
        case atKeyword
        /// `@"…"`.
        case atString
        /// `"…"` (a C string).
        case string
        /// `'a'`.
        case character
        /// `42`, `0x1F`, `1.5f`, `@42`.
        case number
        /// `@[`, `@{`, `@(`: a literal that opens like the bracket it ends with.
        case literalOpen
        /// One punctuation byte, or `->` and `...`.
        case punctuation
        /// `#pragma mark …`: a section title, as `// MARK:` is in Swift.
        case mark
        /// Any other preprocessor line (`#import`, `#if`, `#define` with its continuations):
        /// not code.
        case preprocessor
    }

    var kind: Kind
    /// Byte offset of the first byte.
    var start: Int32
    /// Byte offset just past the last byte.
    var end: Int32

    var length: Int { Int(end - start) }
}
