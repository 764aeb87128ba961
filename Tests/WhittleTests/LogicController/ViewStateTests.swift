import Testing
import Whittle

struct ViewStateTests {
    /// A presenter can map the presented value without touching the other states.
    @Test func mapTransformsOnlyThePresentedValue() {
        #expect(ViewState.presenting(2).map { $0 * 10 } == .presenting(20))
        #expect(ViewState<Int>.loading.map { $0 * 10 } == .loading)
        #expect(ViewState<Int>.empty.map { $0 * 10 } == .empty)
        #expect(ViewState<Int>.failed(TestError("x")).map { $0 * 10 } == .failed(TestError("x")))
    }

    /// An empty collection is rendered as the empty state, a non-empty one as content.
    @Test(arguments: [([Int](), ViewState<[Int]>.empty), ([1, 2], .presenting([1, 2]))])
    func emptinessIsDecidedOnce(value: [Int], expected: ViewState<[Int]>) {
        #expect(ViewState(presentingUnlessEmpty: value) == expected)
    }

    /// Failures compare by the errors' own equality, so tests can assert them.
    @Test func failuresCompareByTheErrorsEquality() {
        #expect(ViewState<Int>.failed(TestError("offline")) == .failed(TestError("offline")))
        #expect(ViewState<Int>.failed(TestError("offline")) != .failed(TestError("timeout")))
        #expect(ViewState<Int>.failed(CancellationError()) != .failed(TestError("CancellationError()")))
        #expect(ViewState<Int>.loading != .empty)
    }

    /// Two different failures that print alike are not equal (a description comparison
    /// would say they are), and errors that are not Equatable equal nothing.
    @Test func failuresThatPrintAlikeAreNotEqual() {
        struct Coded: Error, Equatable, CustomStringConvertible {
            var code: Int
            var description: String { "failure" }
        }
        struct Opaque: Error, CustomStringConvertible {
            var description: String { "opaque" }
        }
        #expect(ViewState<Int>.failed(Coded(code: 1)) != .failed(Coded(code: 2)))
        #expect(ViewState<Int>.failed(Coded(code: 1)) == .failed(Coded(code: 1)))
        #expect(ViewState<Int>.failed(Opaque()) != .failed(Opaque()))
        #expect(InteractionOutcome<Int>.failed(Coded(code: 1)) != .failed(Coded(code: 2)))
        #expect(InteractionOutcome<Int>.failed(Coded(code: 3)) == .failed(Coded(code: 3)))
    }

    /// The accessors expose exactly what each case carries.
    @Test func accessorsMatchTheCase() {
        #expect(ViewState.presenting(1).value == 1)
        #expect(ViewState<Int>.failed(TestError("e")).value == nil)
        #expect(ViewState<Int>.failed(TestError("e")).error is TestError)
        #expect(ViewState<Int>.loading.isLoading)
        #expect(!ViewState.presenting(1).isLoading)
    }
}
