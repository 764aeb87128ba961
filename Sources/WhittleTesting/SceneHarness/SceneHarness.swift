import Whittle

/// Drives a whole screen without UIKit and records everything it does — every rendered
/// state, navigation, confirmation, interaction outcome and list change — so a test
/// asserts the screen's behaviour end to end.
///
/// The harness stands in for the view controller's platform half: it is the renderer
/// (through ``renderer(presenting:)``), the navigator (``navigator``) or the navigation
/// port under the real navigators (``port``), and the alert (``confirmation``). Wire the
/// screen's logic controller, data source, presenter, navigator and interactions to it,
/// act, then assert:
///
/// ```swift
/// let harness = SceneHarness<ProfileDisplay, ProfileRoute>(confirmations: [.accept])
/// let screen = ProfileScreen(logic: logic, renderer: harness.renderer(presenting: ProfileDisplay.init),
///                            navigator: harness.navigator, confirmation: harness.confirmation)
/// await harness.perform { screen.appear() }
/// try harness.expect(.rendered(.loading), .rendered(.presenting(ana)))
/// try harness.finish()
/// ```
///
/// ## Exhaustive by default
///
/// Like a `TestStore`, the harness wants every event asserted: with
/// ``Exhaustivity/on`` each `expect(_:)` must name exactly the events since the previous
/// one, in order, and ``finish()`` fails if any are left. With ``Exhaustivity/off`` the
/// expected events need only appear in order among the others. Mismatches throw a
/// ``SceneMismatch`` whose description is a diff.
@MainActor
public final class SceneHarness<Display: Equatable & Sendable, Route: Equatable & Sendable> {
    /// How strictly `expect(_:)` compares.
    public enum Exhaustivity: Sendable, Hashable {
        /// Every event must be asserted, in order.
        case on
        /// Expected events must appear in order; others are skipped.
        case off
    }

    /// The comparison used by `expect(_:)`; ``Exhaustivity/on`` by default.
    public var exhaustivity: Exhaustivity
    /// The size class the screen is built for; pass it to your `NavigatorFactory`.
    public let sizeClass: SizeClass
    /// A navigator that records `.navigated(route)`.
    public let navigator = RecordingNavigator<Route>()
    /// A navigation port that records `.shown(route, transition)` under real navigators.
    public let port = RecordingNavigationPort<Route>()
    /// The scripted alert; records `.asked(request)` and `.answered(choice)`.
    public let confirmation: ScriptedConfirmation

    /// Every event recorded so far, asserted or not.
    public private(set) var events: [SceneEvent<Display, Route>] = []
    private var assertedCount = 0
    private var tracked: [Task<Void, Never>] = []
    private var trackedLogic: [TrackedLogic] = []
    private var observations: [ObservationToken] = []

    /// Creates a harness.
    ///
    /// - Parameters:
    ///   - sizeClass: The size class the screen is built for; compact by default.
    ///   - confirmations: The answers the user gives to confirmations, in order.
    ///   - exhaustivity: How strictly events are asserted; on by default.
    public init(
        sizeClass: SizeClass = .compact,
        confirmations: [ScriptedConfirmation.Answer] = [],
        exhaustivity: Exhaustivity = .on
    ) {
        self.sizeClass = sizeClass
        self.exhaustivity = exhaustivity
        confirmation = ScriptedConfirmation(answers: confirmations)
        navigator.onNavigate = { [weak self] route in self?.record(.navigated(route)) }
        port.onShow = { [weak self] route, transition in self?.record(.shown(route, transition)) }
        confirmation.onRequest = { [weak self] request in self?.record(.asked(request)) }
        confirmation.onAnswer = { [weak self] _, confirmed in self?.record(.answered(confirmed)) }
    }

    // MARK: Wiring

    /// A renderer that records each state after passing its value through `present`.
    ///
    /// - Parameter present: The screen's presenter: model value in, display-ready value out.
    /// - Returns: The renderer to give the screen in place of its view controller.
    public func renderer<Value>(presenting present: @escaping @MainActor (Value) -> Display) -> SceneRenderer<Value, Display> {
        SceneRenderer(present: present) { [weak self] state in self?.record(.rendered(state)) }
    }

    /// A renderer that records each state as it is.
    public func renderer() -> SceneRenderer<Display, Display> {
        renderer(presenting: { $0 })
    }

    /// Records `.listed(items)` after every change of `dataSource`.
    ///
    /// - Parameters:
    ///   - dataSource: The screen's data source.
    ///   - describe: Turns an item into the text asserted; `String(describing:)` by default.
    public func observe<Source: DataSource>(
        _ dataSource: Source,
        describe: @escaping @MainActor (Source.Item) -> String = { String(describing: $0) }
    ) {
        let token = dataSource.observe { [weak self, weak dataSource] _ in
            guard let self, let dataSource else { return }
            self.record(.listed(Self.snapshot(of: dataSource, describe: describe)))
        }
        observations.append(token)
    }

    /// Records `.finished(name, summary)` when `interaction` ends, then calls `next` (the
    /// screen's own completion handling).
    ///
    /// - Parameters:
    ///   - name: How the interaction is named in assertions.
    ///   - next: The screen's handling of the outcome.
    /// - Returns: A handler to assign to the interaction's `onFinish`.
    public func finishing<Success>(
        _ name: String,
        then next: (@MainActor (InteractionOutcome<Success>) -> Void)? = nil
    ) -> @MainActor (InteractionOutcome<Success>) -> Void {
        { [weak self] outcome in
            self?.record(.finished(interaction: name, InteractionSummary(outcome)))
            next?(outcome)
        }
    }

    /// Records a screen-specific view effect such as an error banner.
    public func recordEffect(_ text: String) {
        record(.effect(text))
    }

    // MARK: Acting

    /// Runs `action` (a user or lifecycle event) and waits for the task it starts, and for
    /// every task tracked with ``track(_:)`` meanwhile, to finish.
    ///
    /// - Parameter action: Calls the screen; returns the task it started, if any.
    public func perform<Output>(_ action: () -> Task<Output, Never>?) async {
        if let task = action() { _ = await task.value }
        await settle()
    }

    /// Runs `action`, a user or lifecycle event that hands back no task (a button whose
    /// handler starts its work itself), and waits like ``settle()``: track the screen's logic
    /// controller (``track(_:)-(Logic)``) so that the work it started is waited for.
    public func perform(_ action: () -> Void) async {
        action()
        await settle()
    }

    /// Makes ``settle()`` wait for `task`.
    public func track<Output>(_ task: Task<Output, Never>?) {
        guard let task else { return }
        tracked.append(Task { _ = await task.value })
    }

    /// Makes ``settle()`` wait until `logic` runs no action, however the action was started
    /// (a button's handler-form call starts a task nobody hands the test), and ``finish()``
    /// fail while it still runs one.
    ///
    /// - Parameter logic: The screen's logic controller; held weakly.
    public func track<Logic: LogicController>(_ logic: Logic) {
        trackedLogic.append(TrackedLogic(
            name: String(describing: Logic.self),
            isRunning: { [weak logic] in (logic?.requests.isRunning ?? false) || (logic?.mutations.isRunning ?? false) },
            waitUntilIdle: { [weak logic] in
                await logic?.requests.waitUntilIdle()
                await logic?.mutations.waitUntilIdle()
            }))
    }

    /// Waits for every tracked task, including tasks tracked while waiting, and until every
    /// tracked logic controller is idle.
    public func settle() async {
        repeat {
            while !tracked.isEmpty {
                let next = tracked.removeFirst()
                await next.value
            }
            for logic in trackedLogic { await logic.waitUntilIdle() }
        } while !tracked.isEmpty || trackedLogic.contains { $0.isRunning() }
    }

    // MARK: Asserting

    /// Asserts the events since the previous assertion.
    ///
    /// - Parameter expected: The events, in order.
    /// - Throws: ``SceneMismatch`` with a diff when they differ (under
    ///   ``Exhaustivity/on``) or are not all found in order (under ``Exhaustivity/off``).
    public func expect(
        _ expected: SceneEvent<Display, Route>..., fileID: StaticString = #fileID, line: UInt = #line
    ) throws {
        try expect(expected, fileID: fileID, line: line)
    }

    /// Asserts the events since the previous assertion; see `expect(_:)`.
    public func expect(
        _ expected: [SceneEvent<Display, Route>], fileID: StaticString = #fileID, line: UInt = #line
    ) throws {
        let location = Self.location(fileID, line)
        let fresh = Array(events[assertedCount...])
        switch exhaustivity {
        case .on:
            guard fresh == expected else {
                throw SceneMismatch(
                    expected: expected.map(\.description),
                    actual: fresh.map(\.description),
                    summary: fresh.count < expected.count && trackedLogic.isEmpty && tracked.isEmpty
                        ? "The screen's events differ from the expected ones. Events missing? Work the screen "
                            + "started without handing the test its task is not waited for: track(_:) its logic controller."
                        : "The screen's events differ from the expected ones.",
                    location: location
                )
            }
            assertedCount = events.count
        case .off:
            var position = 0
            for event in expected {
                guard let found = fresh[position...].firstIndex(of: event) else {
                    throw SceneMismatch(
                        expected: expected.map(\.description),
                        actual: fresh.map(\.description),
                        summary: "Expected \(event) among the screen's events, in order.",
                        location: location
                    )
                }
                position = found + 1
            }
            assertedCount += position
        }
    }

    /// Marks every recorded event as asserted without checking it.
    public func skipEvents() {
        assertedCount = events.count
    }

    /// The events not asserted yet.
    public var unassertedEvents: [SceneEvent<Display, Route>] {
        Array(events[assertedCount...])
    }

    /// Ends the test: no tracked logic controller may still run an action, and under
    /// ``Exhaustivity/on`` every event must have been asserted.
    ///
    /// - Throws: ``SceneMismatch`` naming the logic controller still at work, or listing the
    ///   events nobody asserted.
    public func finish(fileID: StaticString = #fileID, line: UInt = #line) throws {
        let location = Self.location(fileID, line)
        let running = trackedLogic.filter { $0.isRunning() }.map(\.name)
        guard running.isEmpty else {
            throw SceneMismatch(
                expected: [], actual: unassertedEvents.map(\.description),
                summary: "\(running.joined(separator: ", ")) still runs an action: await harness.settle() before finishing.",
                location: location)
        }
        guard exhaustivity == .on, assertedCount < events.count else { return }
        throw SceneMismatch(
            expected: [],
            actual: unassertedEvents.map(\.description),
            summary: "The screen produced events the test did not assert.",
            location: location
        )
    }

    private static func location(_ fileID: StaticString, _ line: UInt) -> String {
        let file = "\(fileID)".split(separator: "/").last.map(String.init) ?? "\(fileID)"
        return "\(file):\(line)"
    }

    // MARK: Recording

    /// A logic controller ``settle()`` waits for.
    private struct TrackedLogic {
        var name: String
        var isRunning: @MainActor () -> Bool
        var waitUntilIdle: @MainActor () async -> Void
    }

    private func record(_ event: SceneEvent<Display, Route>) {
        events.append(event)
    }

    private static func snapshot<Source: DataSource>(
        of dataSource: Source,
        describe: @MainActor (Source.Item) -> String
    ) -> [[String]] {
        (0..<dataSource.numberOfSections).map { section in
            (0..<dataSource.numberOfItems(inSection: section)).compactMap { item in
                dataSource.item(at: ItemPath(item: item, section: section)).map(describe)
            }
        }
    }
}
