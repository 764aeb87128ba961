import Foundation
import Whittle

/// The destinations of a profile screen, as used by the navigation tests.
enum TestRoute: Hashable, Sendable {
    case profile(userID: Int)
    case followers(userID: Int, page: Int)
    case userNamed(String)
    case invite(UUID)
    case place(latitude: Double)
}
