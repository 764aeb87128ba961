import Foundation
import Testing
import Whittle
import WhittleExamples
import WhittleTesting

// The DocC articles' snippets that use the examples, compiled as written (DocSnippetTests
// checks that they stay the same), with the names the article leaves to the reader declared
// around them; the examples' own tests run the behaviour.

// MARK: ComposingChildControllers.md

enum ComposingChildControllersArticle {
    class Screen: Equatable {
        static func == (lhs: Screen, rhs: Screen) -> Bool { lhs === rhs }
    }
    final class HeaderViewController: Screen {}
    final class GridViewController: Screen {}

    @MainActor
    static func headerAndGrid(adapter: RecordingContainmentPort<Screen>) -> ChildContainer<HeaderGridLayout.Region, RecordingContainmentPort<Screen>> {
        let container = ChildContainer(port: adapter, layout: .headerGrid()) { region in
            region == .header ? HeaderViewController() : GridViewController()
        }
        container.show([.header, .grid])
        return container
    }
}

// MARK: Intentions.md

enum IntentionsArticle {
    /// The view controller's save button, as far as the snippet needs it.
    struct Button {
        var isEnabled = false
    }

    @MainActor
    static func intentions(store: any EmailSaving, navigator: some Navigator<EmailFormRoute>) {
        var saveButton = Button()
        let model = EmailFormModel()
        let enterEmail = EnterEmailIntention(model: model)
        let saveEmail = SaveEmailIntention(model: model, store: store)

        // One text field delegate slot, two intentions listening:
        let fieldEvents = MulticastDelegate<any TextEditingDelegate>()
        fieldEvents.add(enterEmail)   // validates on every change
        fieldEvents.add(saveEmail)    // saves on Return

        // The view controller: observe the model, render it.
        saveButton.isEnabled = model.canSave
        if case .saved(let email) = model.saveStatus { navigator.navigate(to: .confirmation(email: email)) }
        _ = saveButton
    }
}

/// WhittleSwiftUI.md, "Testing": a path navigator is tested without SwiftUI.
@MainActor
@Test func swiftUIArticleNavigatorSnippet() {
    let navigator = PathNavigator<ProfileRoute>()
    navigator.navigate(to: .followers(userID: "ada"))
    #expect(navigator.path == [.followers(userID: "ada")])
}
