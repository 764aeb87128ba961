import Foundation
import Observation

/// A single-section data source that loads its items page by page from a remote source.
///
/// Use it for a list backed by a paged web API: it tracks the loading state a screen renders
/// (``RemoteContentState``), loads more on demand, retries after a failure, refreshes with
/// the minimal changes between the old and new first page, and drops pages that arrive after
/// a newer request made them stale. The view controller only renders ``state`` and applies
/// the ``ListChanges`` it observes.
///
/// ```swift
/// let episodes = RemoteDataSource<Episode>(service: service) { cursor in
///     Resource(url: api.episodes(after: cursor), decoding: Page<Episode>.self)
/// }
/// await episodes.load()          // first page
/// await episodes.loadMore()      // when the user nears the end
/// await episodes.refresh()       // pull to refresh: minimal changes
/// ```
///
/// Items are identified by `id`; an item that appears again on a later page is kept once, as
/// it was first loaded. A refresh replaces every page with the new first page.
///
/// ## Two channels to the screen
///
/// Changes to ``items`` arrive as ``ListChanges`` through ``observe(_:)``, for a list view's
/// batch updates. Everything else — ``state``, ``error``, ``isLoadingMore``,
/// ``loadMoreError`` — is `@Observable` and reaches the screen only through Observation:
/// read it in a SwiftUI `body`, or in UIKit inside `withObservationTracking` (iOS 17) or
/// a method UIKit tracks for you (`viewWillLayoutSubviews`, iOS 18). A screen that only
/// observes the list never learns that loading failed.
///
/// ```swift
/// func renderState() {
///     withObservationTracking {
///         spinner.isHidden = episodes.state != .loadingContent
///     } onChange: {
///         Task { @MainActor in self.renderState() }
///     }
/// }
/// ```
@MainActor
@Observable
public final class RemoteDataSource<Item: Identifiable & Equatable & Sendable>: DataSource where Item.ID: Sendable {
    /// Loads the page after `cursor`, or the first page for `nil`.
    public typealias PageLoader = @Sendable (_ cursor: String?) async throws -> Page<Item>

    /// The loaded items, in order.
    public private(set) var items: [Item] = []
    /// The loading state of the content.
    public private(set) var state: RemoteContentState = .initial
    /// The last failure to load the first page; cleared by the next success.
    ///
    /// A failed refresh keeps the items on screen (``state`` stays ``RemoteContentState/contentLoaded``)
    /// and reports the failure here; only with nothing to show does the state become ``RemoteContentState/error``.
    public private(set) var error: (any Error)?
    /// Whether a next page is being loaded.
    public private(set) var isLoadingMore = false
    /// The last failure to load a next page; cleared by the next attempt.
    public private(set) var loadMoreError: (any Error)?
    /// Whether the source has pages after the loaded ones.
    public var hasMore: Bool { nextCursor != nil }

    private var nextCursor: String?
    @ObservationIgnored private var indexByID: [Item.ID: Int] = [:]
    @ObservationIgnored private let loadPage: PageLoader
    @ObservationIgnored private let observers = ChangeObservers()
    /// Bumped by every first-page load and by ``cancel()``: a result from an older
    /// generation is stale and dropped.
    @ObservationIgnored private var generation = 0
    @ObservationIgnored private var firstPageTask: Task<Page<Item>, any Error>?
    @ObservationIgnored private var nextPageTask: Task<Page<Item>, any Error>?

    /// Creates a data source that loads pages with `loadPage`.
    ///
    /// - Parameter loadPage: Loads the page after a cursor (`nil` for the first page).
    public init(loadPage: @escaping PageLoader) {
        self.loadPage = loadPage
    }

    /// Creates a data source that loads pages from `service`.
    ///
    /// - Parameters:
    ///   - service: The web service that loads the pages.
    ///   - resource: The resource of the page after a cursor (`nil` for the first page).
    public convenience init(service: WebService, resource: @escaping @Sendable (_ cursor: String?) -> Resource<Page<Item>>) {
        self.init { cursor in try await service.load(resource(cursor)) }
    }

    // MARK: Loading

    /// Loads the first page unless content is already loaded or loading.
    ///
    /// Call it whenever the screen appears; it does nothing when there is nothing to do.
    public func load() async {
        switch state {
        case .initial, .error, .noContent: await loadFirstPage()
        case .loadingContent, .contentLoaded, .refreshingContent: return
        }
    }

    /// Loads the first page again and emits the minimal changes from the current items.
    ///
    /// Supersedes every request in flight: their results are dropped when they arrive.
    public func refresh() async {
        await loadFirstPage()
    }

    /// Loads the page after the loaded ones and appends its items.
    ///
    /// Does nothing while the first page loads, while a next page loads, or after the last page.
    /// A first page with no items but a next cursor (``RemoteContentState/noContent`` with
    /// ``hasMore``) is followed too.
    public func loadMore() async {
        guard state == .contentLoaded || state == .noContent, let cursor = nextCursor, !isLoadingMore else { return }
        let startedGeneration = generation
        isLoadingMore = true
        loadMoreError = nil
        let task = Task { [loadPage] in try await loadPage(cursor) }
        nextPageTask = task
        let result = await withTaskCancellationHandler { await task.result } onCancel: { task.cancel() }
        guard startedGeneration == generation else { return }
        isLoadingMore = false
        nextPageTask = nil
        switch result {
        case .success(let page):
            append(page)
        case .failure(let failure):
            if !(failure is CancellationError) { loadMoreError = failure }
        }
    }

    /// Repeats whatever failed last: the next page, or the first page.
    public func retry() async {
        if loadMoreError != nil {
            await loadMore()
        } else if error != nil {
            await loadFirstPage()
        }
    }

    /// Cancels every request in flight; their results are dropped.
    public func cancel() {
        generation += 1
        firstPageTask?.cancel()
        nextPageTask?.cancel()
        firstPageTask = nil
        nextPageTask = nil
        isLoadingMore = false
        if state == .loadingContent || state == .refreshingContent {
            state = items.isEmpty ? .initial : .contentLoaded
        }
    }

    private func loadFirstPage() async {
        cancel()
        let startedGeneration = generation
        state = items.isEmpty ? .loadingContent : .refreshingContent
        let task = Task { [loadPage] in try await loadPage(nil) }
        firstPageTask = task
        let result = await withTaskCancellationHandler { await task.result } onCancel: { task.cancel() }
        guard startedGeneration == generation else { return }
        firstPageTask = nil
        switch result {
        case .success(let page):
            error = nil
            loadMoreError = nil
            replace(with: page)
        case .failure(let failure) where failure is CancellationError:
            state = items.isEmpty ? .initial : .contentLoaded
        case .failure(let failure):
            error = failure
            // The first page failed last: retrying repeats it, and a next page waits for it.
            loadMoreError = nil
            state = items.isEmpty ? .error : .contentLoaded
        }
    }

    // MARK: Applying pages

    private func replace(with page: Page<Item>) {
        let newItems = Self.unique(page.items, excluding: [:])
        let changes = ListDiff.changes(from: items, to: newItems)
        setItems(newItems)
        nextCursor = page.nextCursor
        state = newItems.isEmpty ? .noContent : .contentLoaded
        observers.send(changes)
    }

    private func append(_ page: Page<Item>) {
        let added = Self.unique(page.items, excluding: indexByID)
        nextCursor = page.nextCursor
        guard !added.isEmpty else { return }
        if state == .noContent { state = .contentLoaded }
        var stage = ListChanges.Stage()
        stage.itemInserts = (items.count..<(items.count + added.count)).map { ItemPath(item: $0, section: 0) }
        setItems(items + added)
        observers.send(ListChanges(stages: [stage]))
    }

    private func setItems(_ newItems: [Item]) {
        items = newItems
        indexByID = Dictionary(newItems.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// `items` without repeats and without ids in `existing`, in order.
    private static func unique(_ items: [Item], excluding existing: [Item.ID: Int]) -> [Item] {
        var seen = Set<Item.ID>()
        return items.filter { existing[$0.id] == nil && seen.insert($0.id).inserted }
    }

    // MARK: DataSource

    public var numberOfSections: Int { 1 }

    public func numberOfItems(inSection section: Int) -> Int {
        section == 0 ? items.count : 0
    }

    public func item(at path: ItemPath) -> Item? {
        guard path.section == 0, items.indices.contains(path.item) else { return nil }
        return items[path.item]
    }

    public func itemPath(of item: Item) -> ItemPath? {
        indexByID[item.id].map { ItemPath(item: $0, section: 0) }
    }

    public func title(forSection section: Int) -> String? { nil }

    public func observe(_ handler: @escaping @MainActor (ListChanges) -> Void) -> ObservationToken {
        observers.add(handler)
    }
}
