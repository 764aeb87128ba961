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

    /// Failures compare by error type and description so tests can assert them.
    @Test func failuresCompareByTypeAndDescription() {
        #expect(ViewState<Int>.failed(TestError("offline")) == .failed(TestError("offline")))
        #expect(ViewState<Int>.failed(TestError("offline")) != .failed(TestError("timeout")))
        #expect(ViewState<Int>.failed(CancellationError()) != .failed(TestError("CancellationError()")))
        #expect(ViewState<Int>.loading != .empty)
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
