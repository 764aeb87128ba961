#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about the process's standard streams.
enum Terminal {
    /// Whether standard output is a terminal (and not a pipe or a file).
    static var standardOutputIsTerminal: Bool {
        isatty(STDOUT_FILENO) == 1
    }
}
