import Testing
@testable import WhittleAudit

/// Evidence is printed in the language of its file, so an Objective-C team reads its own code.
struct EvidenceDisplayTests {
    private func token(_ kind: EvidenceToken.Kind, _ name: String, _ receiver: EvidenceToken.Receiver) -> EvidenceToken {
        EvidenceToken(kind: kind, name: name, receiver: receiver, line: 1)
    }

    @Test func messagesAndSelectorsInObjectiveCForm() {
        #expect(token(.call, "dataTaskWithRequest", .property("session")).display(objectiveC: true) == "[session dataTaskWithRequest…]")
        #expect(token(.call, "activateConstraints", .type("NSLayoutConstraint")).display(objectiveC: true)
            == "[NSLayoutConstraint activateConstraints…]")
        #expect(token(.labeledCall, "setObject(_:forKey:)", .property("cache")).display(objectiveC: true) == "[cache setObject:forKey:]")
        #expect(token(.interpolation, "interpolation", .own).display(objectiveC: true) == "[NSString stringWithFormat:…]")
        #expect(token(.call, "CGRectInset", .own).display(objectiveC: true) == "CGRectInset(…)", "a C function stays a call")
        #expect(token(.member, "frame", .property("stackView")).display(objectiveC: true) == "stackView.frame")
    }

    @Test func swiftFormUnchanged() {
        #expect(token(.call, "pushViewController", .property("navigationController")).display(objectiveC: false)
            == "navigationController.pushViewController(…)")
        #expect(token(.interpolation, "interpolation", .own).display(objectiveC: false) == "\"\\(…)\"")
        #expect(EvidenceToken.selector(fromSwiftName: "reloadData()") == "reloadData")
        #expect(EvidenceToken.selector(fromSwiftName: "present(_:animated:completion:)") == "present:animated:completion:")
    }
}
