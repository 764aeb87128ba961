import Foundation
import Testing
@testable import WhittleAudit

/// SwiftUI views and view models are found in the same parse as controllers and audited
/// against what a lean one of their kind keeps (`docs/swiftui.md`).
struct SwiftUIAuditTests {
    @Test func viewsAreFoundByConformanceInTheDeclarationAnExtensionOrARefiningProtocol() {
        let report = AuditFixture.audit([
            ("Direct.swift", "struct FeedView: View { var body: some View { Text(\"Feed\") } }"),
            ("Later.swift", "struct AvatarView { var body: some View { Image(\"a\") } }\nextension AvatarView: View {}"),
            ("Themed.swift", "protocol ThemedView: View {}\nstruct BannerView: ThemedView { var body: some View { Text(\"b\") } }"),
            ("Bridge.swift", "struct MapView: UIViewRepresentable { func makeUIView(context: Context) -> MKMapView { MKMapView() } }"),
            ("Modifier.swift", "struct Card: ViewModifier { func body(content: Content) -> some View { content.padding() } }"),
            ("Nested.swift", "struct Detail: View { var body: some View { Row() }\n struct Row: View { var body: some View { Text(\"r\") } } }"),
        ])
        #expect(report.swiftUIViews.map(\.name).sorted() == ["AvatarView", "BannerView", "Detail", "Detail.Row", "FeedView", "MapView"])
        #expect(report.swiftUIViews.allSatisfy { $0.kind == .swiftUIView })
        #expect(report.viewControllers.isEmpty)
    }

    @Test func aViewModelIsAnObservableClassAViewHoldsForItself() {
        let report = AuditFixture.audit(
            """
            @Observable final class FeedViewModel { func load() async {} }
            final class SearchModel: ObservableObject { static let shared = SearchModel() }
            @Observable final class Router { func navigate(to route: Route) {} }
            @Observable final class APIClient { func get(_ path: String) async throws -> Data { Data() } }
            final class Preferences: ObservableObject {}

            struct FeedView: View {
                @State private var model = FeedViewModel()
                @StateObject private var search = SearchModel.shared
                @Environment(Router.self) private var router
                @EnvironmentObject private var preferences: Preferences
                let client: APIClient
                var body: some View { Text("Feed") }
            }
            """)
        #expect(report.viewModels.map(\.name).sorted() == ["FeedViewModel", "SearchModel"])
        #expect(report.viewModels.allSatisfy { $0.kind == .viewModel })
    }

    @Test func aViewModelMayBeObservableThroughTheProjectsBaseClass() {
        let report = AuditFixture.audit(
            """
            class ViewModel: ObservableObject { var isLoading = false }
            class FetchViewModel<Value: Codable>: ViewModel { func fetch() async {} }
            final class SearchViewModel: ViewModel { func search(_ text: String) {} }
            final class LibraryViewModel: FetchViewModel<[Item]> {}
            final class Cache: NSObject {}
            final class ImageCache: Cache {}
            enum Player { final class Coordinator: ObservableObject {} }
            struct Picker { final class Coordinator {} }

            struct SearchView: View {
                @StateObject private var viewModel = SearchViewModel()
                @StateObject private var library = LibraryViewModel()
                @State private var cache = ImageCache()
                @StateObject private var coordinator = Picker.Coordinator()
                var body: some View { Text("Search") }
            }
            """)
        // `Player.Coordinator` is held by its simple name; `Picker.Coordinator`, not observable, is no view model.
        #expect(report.viewModels.map(\.name).sorted() == ["LibraryViewModel", "Player.Coordinator", "SearchViewModel"])
        #expect(report.viewModels.first { $0.name == "SearchViewModel" }?.superclassChain == ["ObservableObject"])
    }

    /// A class adopting a protocol of the project that refines `ObservableObject`, however
    /// indirectly, is observable: a view holding it holds its view model, and deciding on it is
    /// not deciding on a model.
    @Test func aViewModelMayBeObservableThroughTheProjectsProtocol() throws {
        let report = AuditFixture.audit(
            """
            protocol InfiniteDataSource: ObservableObject { func loadMore() }
            protocol MessageDataSource: InfiniteDataSource { var cache: [String]? { get } }
            protocol Paging { var page: Int { get } }
            final class FeedDataSource: MessageDataSource {
                var cache: [String]?
                var messages: [String] = []
                func loadMore() {}
            }
            final class Pager: Paging {
                var page = 0
                var pageSize = 20
            }

            struct MessageView: View {
                @ObservedObject var dataSource: FeedDataSource
                @ObservedObject var pager: Pager
                var body: some View { Text("Messages") }
            }

            final class MessagesViewController: UIViewController {
                private let dataSource = FeedDataSource()
                private let pager = Pager()
                @IBAction private func refresh(_ sender: Any) {
                    if dataSource.cache == nil { dataSource.loadMore() }
                }
            }
            """)
        #expect(report.viewModels.map(\.name) == ["FeedDataSource"])
        #expect(report.viewModels.first?.superclassChain == ["MessageDataSource"])
        let controller = try #require(report.viewControllers.first { $0.name == "MessagesViewController" })
        #expect(controller.responsibility(.domainLogic) == nil)
    }

    /// A Core Data or Realm object the team made observable is the stored model a view shows.
    @Test func anObservableDatabaseObjectIsNoViewModel() {
        let report = AuditFixture.audit(
            """
            class AppManagedObject: NSManagedObject {}
            @Observable class Note: AppManagedObject { func parseContent() {} }
            final class Author: NSManagedObject, ObservableObject {}
            final class Task: Object, ObservableObject {}
            final class NoteViewModel: ObservableObject {}

            struct NoteView: View {
                @ObservedObject var note: Note
                @ObservedObject var author: Author
                @ObservedObject var task: Task
                @StateObject private var model = NoteViewModel()
                var body: some View { Text("Note") }
            }
            """)
        #expect(report.viewModels.map(\.name) == ["NoteViewModel"])
    }

    @Test func callingItsModelIsNotTheViewDoingTheWorkButBuildingARequestIs() {
        let report = AuditFixture.audit(
            """
            @Observable final class FeedViewModel {
                func load() async {
                    let (data, _) = try? await URLSession.shared.data(from: feedURL)
                    items = decode(data)
                }
            }

            struct FeedView: View {
                @State private var model = FeedViewModel()
                var body: some View {
                    List(model.items) { Text($0.title) }
                        .task { await model.load() }
                }
            }

            struct RawFeedView: View {
                @State private var items: [Item] = []
                var body: some View {
                    List(items) { Text($0.title) }
                        .task {
                            let request = URLRequest(url: feedURL)
                            let (data, _) = try? await URLSession.shared.data(for: request)
                            items = decode(data)
                        }
                }
            }

            protocol FeedRowOutput: AnyObject { func didSelectCopy(_ title: String) }
            extension FeedViewModel: FeedRowOutput {
                func didSelectCopy(_ title: String) { UIPasteboard.general.string = title }
            }

            struct FeedRow: View {
                weak var output: (any FeedRowOutput)?
                var body: some View {
                    Button("Copy") { output?.didSelectCopy("title") }
                }
            }
            """)
        #expect(report.unit("FeedView")?.responsibility(.networking) == nil)
        // Nor is calling it through a protocol only view models adopt.
        #expect(report.unit("FeedViewModel")?.responsibility(.systemServices) != nil)
        #expect(report.unit("FeedRow")?.responsibility(.systemServices) == nil)
        #expect(report.unit("RawFeedView")?.responsibility(.networking) != nil)
        // The view model does the networking itself: that is what it is reported for.
        #expect(report.unit("FeedViewModel")?.responsibility(.networking) != nil)
    }

    /// A view model's field that a view binds to a text input holds what the user typed:
    /// the view model checking it is validating input, as the view would be. A field no view
    /// binds is the model's own state, a search's text is never refused, and an initializer's
    /// argument of the field's name is the value passed in.
    @Test func aViewModelsFieldBoundToATextInputIsTypedText() {
        let report = AuditFixture.audit(
            """
            @MainActor final class SignInViewModel: ObservableObject {
                @Published var username = ""
                @Published var searchText = ""
                @Published var status = ""
                let isNew: Bool

                init(username: String) {
                    self.username = username
                    isNew = username.isEmpty
                }

                func signIn() {
                    guard !username.isEmpty else { return }
                    service.signIn(username)
                }

                func refresh() {
                    if searchText.isEmpty || status.isEmpty { return }
                    service.refresh()
                }
            }

            @MainActor final class StatusViewModel: ObservableObject {
                @Published var status = ""

                func refresh() {
                    if status.isEmpty { service.refresh() }
                }
            }

            struct SignInView: View {
                @StateObject private var viewModel = SignInViewModel(username: "")
                @StateObject private var statusModel = StatusViewModel()

                var body: some View {
                    TextField("Username", text: $viewModel.username)
                    TextField("Search", text: $viewModel.searchText)
                    Text(statusModel.status)
                    Button("Sign in") { viewModel.signIn() }
                }
            }
            """)
        let validation = report.unit("SignInViewModel")?.responsibility(.validation)
        #expect(validation?.members == ["signIn()"])
        #expect(report.unit("StatusViewModel")?.responsibility(.validation) == nil)
    }

    /// A placeholder or a clear button shown while a field is or is not empty picks what the
    /// view shows; a check that gates a submit (`.disabled`, a `guard` in an action) validates.
    @Test func aPlaceholderShownWhileAFieldIsEmptyIsNoValidation() {
        let report = AuditFixture.audit(
            """
            struct NoteField: View {
                @State private var text = ""

                var body: some View {
                    ZStack {
                        if text.isEmpty { Text("Write a note") }
                        TextField("", text: $text)
                        if !text.isEmpty { Button("Clear") { text = "" } }
                    }
                }
            }

            struct RenameView: View {
                @State private var name = ""

                var body: some View {
                    TextField("Name", text: $name)
                    if name.isEmpty { Text("Required") }
                    Button("Save") { model.rename(to: name) }
                        .disabled(name.isEmpty)
                }
            }
            """)
        #expect(report.unit("NoteField")?.responsibility(.validation) == nil)
        #expect(report.unit("RenameView")?.responsibility(.validation)?.members == ["body"])
    }

    /// A value read from the environment by key path has the type the project's
    /// `EnvironmentValues` gives it, declared with `@Entry` or as a computed property, so a
    /// view calling it reaches that type as it does through `@Environment(Client.self)`; the
    /// framework's own values (`\.dismiss`) name no project type.
    @Test func anEnvironmentValueReadByKeyPathHasTheTypeTheProjectDeclares() throws {
        let report = AuditFixture.audit([
            ("Client.swift", """
                final class APIClient {
                    func fetch() async throws -> Data {
                        try await URLSession.shared.data(from: URL(fileURLWithPath: "/")).0
                    }
                }
                final class Store { let client = APIClient() }
                extension EnvironmentValues {
                    @Entry var store: Store? = nil
                    var api: APIClient {
                        get { self[APIKey.self] }
                        set { self[APIKey.self] = newValue }
                    }
                }
                """),
            ("Views.swift", """
                struct EntryView: View {
                    @Environment(\\.store) private var store
                    @State private var data: Data?
                    var body: some View {
                        Text("x").task { data = try? await store?.client.fetch() }
                    }
                }
                struct ComputedView: View {
                    @Environment(\\.api) private var api
                    @Environment(\\.dismiss) private var dismiss
                    @State private var data: Data?
                    var body: some View {
                        Text("x").task { data = try? await api.fetch() }
                    }
                }
                """),
        ])
        let entry = try #require(report.unit("EntryView")?.responsibility(.networking))
        #expect(entry.evidence.map(\.token) == ["store.client.fetch(…)"])
        let computed = try #require(report.unit("ComputedView")?.responsibility(.networking))
        #expect(computed.evidence.map(\.token) == ["api.fetch(…)"])
    }

    @Test func aViewKeepsBuildingViewsAndTakingInputButNotNavigatingOrFormatting() throws {
        let report = AuditFixture.audit(
            """
            struct ProfileView: View {
                @Environment(\\.dismiss) private var dismiss
                let user: User
                var body: some View {
                    VStack {
                        Text("\\(user.followers) followers")
                        Button("Close") { dismiss() }
                    }
                    .sheet(isPresented: $showsSettings) { SettingsView() }
                }
            }
            """)
        let view = try #require(report.unit("ProfileView"))
        #expect(Set(view.misplacedResponsibilities.map(\.id)) == [.navigation, .formatting])
        #expect(view.responsibility(.viewConstruction).map { $0.id.isKept(in: .swiftUIView) } ?? true)
        let navigation = try #require(view.prescriptions.first { $0.responsibility == .navigation })
        #expect(navigation.role == .pathNavigator)
        #expect(navigation.suggestedType == "ProfileRoute")
    }

    /// The state change a view animates moves to where its state lives: no view subclass
    /// (a controller's animation goes to a smarter view) is involved.
    @Test func aViewsAnimatedStateChangeMovesToItsViewState() throws {
        let report = AuditFixture.audit(
            """
            struct MenuView: View {
                @State private var showsMenu = false
                var body: some View {
                    Button("Menu") { toggle() }
                }
                private func toggle() {
                    withAnimation(.spring) { showsMenu.toggle() }
                }
            }
            """)
        let view = try #require(report.unit("MenuView"))
        let animation = try #require(view.prescriptions.first { $0.responsibility == .animation })
        #expect(animation.role == .observableViewState)
        #expect(animation.buildingBlock == "ObservableViewState")
    }

    @Test func aViewsGeometryArithmeticMovesToASwiftUILayout() throws {
        let report = AuditFixture.audit(
            """
            struct TabStrip: View {
                let titles: [String]
                var body: some View {
                    GeometryReader { proxy in
                        HStack(spacing: 0) {
                            ForEach(titles, id: \\.self) { Text($0).frame(width: proxy.size.width / CGFloat(titles.count)) }
                        }
                    }
                }
            }
            """)
        let view = try #require(report.unit("TabStrip"))
        let layout = try #require(view.prescriptions.first { $0.responsibility == .layout })
        #expect(layout.role == .swiftUILayout)
        #expect(layout.suggestedType == "TabStripLayout")
        #expect(layout.buildingBlock == "CGRect.divided(atDistance:from:)")
    }

    @Test func aViewIsMassiveByItsOwnLimits() throws {
        let work = """
                .task {
                    let (data, _) = try? await URLSession.shared.data(from: url)
                    UserDefaults.standard.set(data, forKey: "profile")
                }
                .sheet(isPresented: $showsSettings) { SettingsView() }
            """
        let small = "struct ProfileView: View {\n    var body: some View {\n        Text(\"p\")\n\(work)\n    }\n}"
        let padding = String(repeating: "        Text(\"line\")\n", count: 150)
        let large = "struct ProfileView: View {\n    var body: some View {\n        VStack {\n\(padding)        }\n\(work)\n    }\n}"
        let smallReport = AuditFixture.audit(small)
        #expect(smallReport.findings.map(\.rule).contains(.tooManyResponsibilities))
        #expect(!smallReport.findings.map(\.rule).contains(.massiveViewController))
        let largeReport = AuditFixture.audit(large)
        let view = try #require(largeReport.unit("ProfileView"))
        #expect((view.metrics.bodyLines ?? 0) >= 150)
        #expect(largeReport.findings.contains { $0.rule == .massiveViewController && $0.severity == .error })
    }

    @Test func theJSONReportCarriesBothArraysAndReadsBack() throws {
        let report = AuditFixture.audit(
            "@Observable final class FeedViewModel {}\nstruct FeedView: View { @State private var model = FeedViewModel()\n var body: some View { Text(\"f\") } }")
        let json = JSONReporter().render(report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((object["swiftUIViews"] as? [[String: Any]])?.first?["kind"] as? String == "swiftUIView")
        #expect((object["viewModels"] as? [[String: Any]])?.first?["kind"] as? String == "viewModel")
        #expect(try AuditReport.decode(Data(json.utf8), path: "report.json") == report)
    }

    /// A representable's coordinator is its UIKit delegate: dismissing from a picker's callback
    /// is the view navigating. The app's own `Coordinator` protocol extended elsewhere is not it.
    @Test func aRepresentablesCoordinatorIsPartOfIt() throws {
        let report = AuditFixture.audit([
            ("CameraPicker.swift", """
                import SwiftUI
                struct CameraPicker: UIViewControllerRepresentable {
                    @Environment(\\.dismiss) var dismiss

                    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
                        let parent: CameraPicker
                        init(parent: CameraPicker) { self.parent = parent }
                        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
                            parent.dismiss()
                        }
                    }

                    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
                    func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
                    func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}
                }
                """),
            ("Coordinator.swift", """
                import UIKit
                protocol Coordinator: AnyObject {}
                extension Coordinator {
                    func share(_ item: Any, from presenter: UIViewController) {
                        presenter.present(UIActivityViewController(activityItems: [item], applicationActivities: nil), animated: true)
                    }
                }
                """),
        ])
        let picker = try #require(report.unit("CameraPicker"))
        #expect(picker.files.map(\.file) == ["CameraPicker.swift"])
        #expect(picker.responsibility(.navigation)?.members == ["imagePickerControllerDidCancel(_:)"])
    }

    /// A view filtering its model's events decides on model data though it asks the model to
    /// `subscribe()` when it appears: that call hands over no closure, so the events filtered
    /// are no stream's (a stream's `filter` before its `sink` drops events and decides nothing).
    @Test func aModelsOwnSubscribeDoesNotMakeItsDataAStream() throws {
        let report = AuditFixture.audit(
            """
            final class EventsModel: ObservableObject {
                @Published var events: [Event] = []
                let target: String
                func subscribe() {}
                func unsubscribe() {}
            }
            struct ReactionsView: View {
                @StateObject var model: EventsModel
                var body: some View {
                    List(model.events.filter { $0.refID == model.target }) { event in
                        Text(event.content)
                    }
                    .onAppear { model.subscribe() }
                    .onDisappear { model.unsubscribe() }
                }
            }
            """)
        let view = try #require(report.unit("ReactionsView"))
        #expect(view.responsibility(.domainLogic)?.evidence.first?.token == "model.filter(…)")
    }
}
