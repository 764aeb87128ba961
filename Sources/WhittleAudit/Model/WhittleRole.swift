/// A Whittle building block that takes a responsibility out of a view controller, a SwiftUI
/// view or a view model.
public enum WhittleRole: String, CaseIterable, Codable, Sendable {
    case arrayDataSource = "array-data-source"
    case sectionedDataSource = "sectioned-data-source"
    case composedDataSource = "composed-data-source"
    case queryDataSource = "query-data-source"
    case remoteDataSource = "remote-data-source"
    case cellConfigurator = "cell-configurator"
    case smarterView = "smarter-view"
    case layoutValue = "layout-value"
    case swiftUILayout = "swiftui-layout"
    case presenter
    case binding
    case interaction
    case intention
    case keyboardManager = "keyboard-manager"
    case navigator
    case store
    case webService = "web-service"
    case sharedState = "shared-state"
    case logicController = "logic-controller"
    case model
    case transition
    case analyticsCollaborator = "analytics-collaborator"
    case serviceObject = "service-object"
    case observableViewState = "observable-view-state"
    case pathNavigator = "path-navigator"
    case observableConfirmation = "observable-confirmation"
    case fetchedResultsDataSource = "fetched-results-data-source"
    case outlineDataSource = "outline-data-source"
    case realmStore = "realm-store"

    /// The Whittle type (or pattern, for roles Whittle leaves to the app) that plays the role.
    public var typeName: String {
        switch self {
        case .arrayDataSource: "ArrayDataSource"
        case .sectionedDataSource: "SectionedDataSource"
        case .composedDataSource: "ComposedDataSource"
        case .queryDataSource: "QueryDataSource (WhittleGRDB)"
        case .remoteDataSource: "RemoteDataSource"
        case .cellConfigurator: "CellConfigurator"
        case .smarterView: "a UIView subclass that owns its subviews (TypedViewController)"
        case .layoutValue: "a layout value built on CGRect slicing (divided(atDistance:from:), split)"
        case .swiftUILayout: "a SwiftUI Layout whose placeSubviews(in:proposal:subviews:cache:) slices its bounds"
        case .presenter: "a Presenter"
        case .binding: "Binding"
        case .interaction: "Interaction"
        case .intention: "an Intention"
        case .keyboardManager: "KeyboardManager"
        case .navigator: "a Navigator protocol with per-size-class implementations"
        case .store: "Store"
        case .webService: "WebService"
        case .sharedState: "SharedState"
        case .logicController: "a logic controller returning ViewState"
        case .model: "methods on the model type"
        case .transition: "a transition/animator object"
        case .analyticsCollaborator: "an injected analytics collaborator"
        case .serviceObject: "a device-service object behind a protocol"
        case .observableViewState: "a view model or logic controller whose ViewState an ObservableViewState publishes (ViewStateView)"
        case .pathNavigator: "route values and a PathNavigator shown by a NavigatorStack"
        case .observableConfirmation: "an ObservableConfirmation shown by .confirmations(_:)"
        case .fetchedResultsDataSource:
            "a data source over the Core Data fetched-results controller (QueryDataSource is its GRDB counterpart)"
        case .outlineDataSource: "an outline data source that owns the tree and answers the outline's questions"
        case .realmStore: "a store that owns the Realm, its queries and writes"
        }
    }

    /// The Whittle type a team builds the role on, or `nil` where Whittle has none and the app
    /// writes the object itself (a fetched-results data source over Core Data, an analytics
    /// collaborator): a prescription says which.
    public var buildingBlock: String? {
        switch self {
        case .arrayDataSource: "ArrayDataSource"
        case .sectionedDataSource: "SectionedDataSource"
        case .composedDataSource: "ComposedDataSource"
        case .queryDataSource: "QueryDataSource"
        case .remoteDataSource: "RemoteDataSource"
        case .cellConfigurator: "CellConfigurator"
        case .smarterView: "TypedViewController"
        case .layoutValue, .swiftUILayout: "CGRect.divided(atDistance:from:)"
        case .presenter: "Presenter"
        case .binding: "ViewBinding"
        case .interaction: "Interaction"
        case .intention: "Intention"
        case .keyboardManager: "KeyboardManager"
        case .navigator: "Navigator"
        case .store: "Store"
        case .webService: "WebService"
        case .sharedState: "SharedState"
        case .logicController: "ViewState"
        case .observableViewState: "ObservableViewState"
        case .pathNavigator: "PathNavigator"
        case .observableConfirmation: "ObservableConfirmation"
        case .model, .transition, .analyticsCollaborator, .serviceObject, .fetchedResultsDataSource, .outlineDataSource,
            .realmStore:
            nil
        }
    }
}
