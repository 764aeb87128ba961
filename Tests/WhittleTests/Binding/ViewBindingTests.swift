import Foundation
import Observation
import Testing
@testable import Whittle

@MainActor
@Observable
final class ProfileSource {
    var name = "Ann"
    var followers = 0
    var unbound = 0
}

@MainActor
final class ProfileTarget {
    var nameText: String? {
        didSet { nameWrites += 1 }
    }
    var followersText = ""
    var nameWrites = 0
}

@MainActor
struct ViewBindingTests {
    static func pairs() -> [BindingPair<ProfileSource, ProfileTarget>] {
        [
            BindingPair(\.name, to: \.nameText) { $0 },
            BindingPair(\.followers, to: \.followersText) { "\($0) followers" },
        ]
    }

    /// updateView copies every declared pair from source to target.
    @Test func updatesTheViewOnDemand() {
        let source = ProfileSource()
        let target = ProfileTarget()
        let binding = ViewBinding(source: source, target: target, pairs: Self.pairs())
        #expect(binding.updateView())
        #expect(target.nameText == "Ann")
        #expect(target.followersText == "0 followers")

        source.name = "Bob"
        #expect(target.nameText == "Ann")
        binding.updateView()
        #expect(target.nameText == "Bob")
    }

    /// Pairs of the same type bind without a conversion.
    @Test func bindsSameTypedPairs() {
        final class Label { var count = 0 }
        final class Counter { var value = 3 }
        let source = Counter()
        let label = Label()
        ViewBinding(source: source, target: label, pairs: [BindingPair(\.value, to: \.count)]).updateView()
        #expect(label.count == 3)
    }

    /// A change of an observed source is applied on the next main-actor turn.
    @Test func updatesAutomatically() async {
        let source = ProfileSource()
        let target = ProfileTarget()
        let binding = ViewBinding(source: source, target: target, pairs: Self.pairs())
        binding.startUpdating()
        #expect(target.nameText == "Ann")

        source.followers = 5
        #expect(target.followersText == "0 followers")
        await binding.pendingUpdate?.value
        #expect(target.followersText == "5 followers")

        // Tracking is re-armed after every update, so a second change is applied too.
        source.name = "Cy"
        await binding.pendingUpdate?.value
        #expect(target.nameText == "Cy")
    }

    /// A burst of changes in one turn becomes a single update with the latest values.
    @Test func coalescesBursts() async {
        let source = ProfileSource()
        let target = ProfileTarget()
        let binding = ViewBinding(source: source, target: target, pairs: Self.pairs())
        binding.startUpdating()
        #expect(target.nameWrites == 1)

        source.name = "B"
        source.name = "C"
        source.followers = 9
        source.name = "D"
        await binding.pendingUpdate?.value
        #expect(target.nameWrites == 2)
        #expect(target.nameText == "D")
        #expect(target.followersText == "9 followers")
    }

    /// Properties no pair reads do not trigger updates.
    @Test func ignoresUnboundProperties() {
        let source = ProfileSource()
        let target = ProfileTarget()
        let binding = ViewBinding(source: source, target: target, pairs: Self.pairs())
        binding.startUpdating()
        source.unbound += 1
        #expect(binding.pendingUpdate == nil)
        #expect(target.nameWrites == 1)
    }

    /// After stopUpdating, changes are no longer applied; starting twice tracks once.
    @Test func stopsOnRequest() async {
        let source = ProfileSource()
        let target = ProfileTarget()
        let binding = ViewBinding(source: source, target: target, pairs: Self.pairs())
        binding.startUpdating()
        binding.startUpdating()
        #expect(target.nameWrites == 1)

        binding.stopUpdating()
        #expect(!binding.isUpdating)
        source.name = "Zed"
        await binding.pendingUpdate?.value
        #expect(target.nameText == "Ann")
    }

    /// When the target goes away, the next change ends automatic updates.
    @Test func stopsWhenTheTargetIsGone() async {
        let source = ProfileSource()
        var target: ProfileTarget? = ProfileTarget()
        weak let weakTarget = target
        let binding = target.map { ViewBinding(source: source, target: $0, pairs: Self.pairs()) }
        binding?.startUpdating()
        target = nil
        #expect(weakTarget == nil)

        source.name = "Bob"
        await binding?.pendingUpdate?.value
        #expect(binding?.isUpdating == false)
        #expect(binding?.updateView() == false)
    }

    /// When the source goes away, the binding reports it has stopped and copies nothing.
    @Test func stopsWhenTheSourceIsGone() {
        var source: ProfileSource? = ProfileSource()
        let target = ProfileTarget()
        let binding = source.map { ViewBinding(source: $0, target: target, pairs: Self.pairs()) }
        binding?.startUpdating()
        #expect(binding?.isUpdating == true)
        source = nil
        #expect(binding?.isUpdating == false)
        #expect(binding?.updateView() == false)
        #expect(target.nameWrites == 1)
    }

    /// The binding retains neither side, and observation does not retain the binding: no cycles.
    @Test func createsNoRetainCycles() {
        weak var weakSource: ProfileSource?
        weak var weakTarget: ProfileTarget?
        weak var weakBinding: ViewBinding<ProfileSource, ProfileTarget>?
        let survivor = ProfileSource()
        do {
            let source = ProfileSource()
            let target = ProfileTarget()
            let binding = ViewBinding(source: source, target: target, pairs: Self.pairs())
            binding.startUpdating()
            weakSource = source
            weakTarget = target
            weakBinding = binding
        }
        #expect(weakSource == nil)
        #expect(weakTarget == nil)
        #expect(weakBinding == nil)

        // An observed source that outlives its binding does not keep the binding alive.
        let target = ProfileTarget()
        do {
            let binding = ViewBinding(source: survivor, target: target, pairs: Self.pairs())
            binding.startUpdating()
            weakBinding = binding
        }
        #expect(weakBinding == nil)
        survivor.name = "Later"
        #expect(target.nameText == "Ann")
    }
}
