import Testing
import Whittle

@MainActor
struct RemoteDataSourceTests {
    private func episodes(_ ids: ClosedRange<Int>) -> [Episode] { ids.map { Episode($0) } }

    private func makeSource(_ script: ScriptedPages) -> RemoteDataSource<Episode> {
        RemoteDataSource { cursor in try await script.load(cursor) }
    }

    /// The first page moves the state from initial to loaded and inserts its items.
    @Test func firstPageLoadsContent() async {
        let script = ScriptedPages()
        await script.answer(nil, with: .success(Page(items: episodes(1...3), nextCursor: "p2")))
        let source = makeSource(script)
        let recorder = ChangeRecorder(source)
        #expect(source.state == .initial)

        await source.load()
        #expect(source.state == .contentLoaded)
        #expect(source.items == episodes(1...3))
        #expect(source.hasMore)
        #expect(source.item(at: ItemPath(item: 2, section: 0)) == Episode(3))
        #expect(source.itemPath(of: Episode(2)) == ItemPath(item: 1, section: 0))
        #expect(recorder.received.flatMap { $0.stages.flatMap(\.itemInserts) }.count == 3)
    }

    /// A first page without items gives the no-content state.
    @Test func emptyFirstPageGivesNoContent() async {
        let script = ScriptedPages()
        await script.answer(nil, with: .success(Page(items: [])))
        let source = makeSource(script)
        await source.load()
        #expect(source.state == .noContent)
        #expect(source.numberOfItems == 0)
    }

    /// A failed first page gives the error state; retry loads it and clears the error.
    @Test func failedFirstPageThenRetry() async {
        let script = ScriptedPages()
        await script.answer(nil, with: .failure(PageFailure()))
        await script.answer(nil, with: .success(Page(items: episodes(1...2))))
        let source = makeSource(script)

        await source.load()
        #expect(source.state == .error)
        #expect(source.error is PageFailure)
        await source.retry()
        #expect(source.state == .contentLoaded)
        #expect(source.error == nil)
        #expect(source.items == episodes(1...2))
    }

    /// Load-more appends the next page as inserts at the end, skipping items already shown.
    @Test func loadMoreAppendsNextPage() async {
        let script = ScriptedPages()
        await script.answer(nil, with: .success(Page(items: episodes(1...2), nextCursor: "p2")))
        await script.answer("p2", with: .success(Page(items: episodes(2...4))))
        let source = makeSource(script)
        let recorder = ChangeRecorder(source)
        await source.load()

        await source.loadMore()
        #expect(source.items == episodes(1...4))
        #expect(!source.hasMore)
        let last = recorder.received.last?.stages.first
        #expect(last?.itemInserts == [ItemPath(item: 2, section: 0), ItemPath(item: 3, section: 0)])
        #expect(last?.itemDeletes.isEmpty == true)
        await source.loadMore()  // after the last page: nothing to do
        #expect(await script.requests == [nil, "p2"])
    }

    /// A failed next page keeps the items and reports the failure; retry loads that page.
    @Test func failedLoadMoreThenRetry() async {
        let script = ScriptedPages()
        await script.answer(nil, with: .success(Page(items: episodes(1...2), nextCursor: "p2")))
        await script.answer("p2", with: .failure(PageFailure()))
        await script.answer("p2", with: .success(Page(items: episodes(3...3))))
        let source = makeSource(script)
        await source.load()

        await source.loadMore()
        #expect(source.loadMoreError is PageFailure)
        #expect(source.state == .contentLoaded)
        #expect(source.items == episodes(1...2))
        await source.retry()
        #expect(source.loadMoreError == nil)
        #expect(source.items == episodes(1...3))
    }

    /// Retry repeats what failed last: after a failed next page and then a failed refresh, the
    /// first page, not the stale next page.
    @Test func retryRepeatsTheLastFailure() async {
        let script = ScriptedPages()
        await script.answer(nil, with: .success(Page(items: episodes(1...2), nextCursor: "p2")))
        await script.answer("p2", with: .failure(PageFailure()))
        await script.answer(nil, with: .failure(PageFailure()))
        await script.answer(nil, with: .success(Page(items: episodes(5...6))))
        let source = makeSource(script)
        await source.load()
        await source.loadMore()
        await source.refresh()
        #expect(source.loadMoreError == nil, "the refresh's failure is the one to retry")

        await source.retry()
        #expect(await script.requests == [nil, "p2", nil, nil])
        #expect(source.items == episodes(5...6))
        #expect(source.error == nil)
    }

    /// A first page with no items but a next cursor is followed: load-more fetches the next
    /// page, whose items turn the state to loaded content.
    @Test func anEmptyFirstPageWithMoreIsFollowed() async {
        let script = ScriptedPages()
        await script.answer(nil, with: .success(Page(items: [], nextCursor: "p2")))
        await script.answer("p2", with: .success(Page(items: episodes(1...2))))
        let source = makeSource(script)
        await source.load()
        #expect(source.state == .noContent && source.hasMore)

        await source.loadMore()
        #expect(source.items == episodes(1...2))
        #expect(source.state == .contentLoaded)
    }

    /// A failed refresh keeps the items on screen and reports the failure.
    @Test func failedRefreshKeepsContent() async {
        let script = ScriptedPages()
        await script.answer(nil, with: .success(Page(items: episodes(1...2))))
        await script.answer(nil, with: .failure(PageFailure()))
        let source = makeSource(script)
        await source.load()

        await source.refresh()
        #expect(source.state == .contentLoaded)
        #expect(source.error is PageFailure)
        #expect(source.items == episodes(1...2))
    }

    /// A refresh where one item changed emits exactly one reconfigure, not a full replace.
    @Test func refreshEmitsMinimalChanges() async {
        let script = ScriptedPages()
        await script.answer(nil, with: .success(Page(items: episodes(1...3), nextCursor: "p2")))
        await script.answer(nil, with: .success(Page(items: [Episode(1), Episode(2, "Renamed"), Episode(3)])))
        let source = makeSource(script)
        await source.load()
        let recorder = ChangeRecorder(source)

        await source.refresh()
        #expect(source.items[1].title == "Renamed")
        #expect(!source.hasMore)
        var expected = ListChanges.Stage()
        expected.itemReconfigures = [ItemPath(item: 1, section: 0)]
        #expect(recorder.received == [ListChanges(stages: [expected])])
    }

    /// A refresh that adds, removes and reorders items emits only those edits, and a list
    /// view applying them ends with the new page's row count.
    @Test func refreshEmitsInsertsDeletesAndMoves() async {
        let script = ScriptedPages()
        await script.answer(nil, with: .success(Page(items: episodes(1...5))))
        await script.answer(nil, with: .success(Page(items: [Episode(5), Episode(1), Episode(2), Episode(4), Episode(6)])))
        let source = makeSource(script)
        await source.load()
        let recorder = ChangeRecorder(source)

        await source.refresh()
        let stages = recorder.received.flatMap(\.stages)
        #expect(stages.flatMap(\.itemDeletes) == [ItemPath(item: 2, section: 0)])
        #expect(stages.flatMap(\.itemInserts) == [ItemPath(item: 4, section: 0)])
        #expect(stages.flatMap(\.itemMoves).count == 1)
        #expect(stages.flatMap(\.itemReconfigures).isEmpty)
        #expect(recorder.listView.rowCounts == [5])
        #expect(recorder.failures.isEmpty)
        #expect(recorder.mirror == [source.items])
    }

    /// A next page that arrives after a refresh started is stale and is dropped.
    @Test func stalePageAfterRefreshIsDropped() async {
        let script = ScriptedPages()
        await script.answer(nil, with: .success(Page(items: episodes(1...2), nextCursor: "p2")))
        await script.answer("p2", with: .success(Page(items: episodes(3...4))), hold: true)
        await script.answer(nil, with: .success(Page(items: episodes(10...11), nextCursor: "q2")))
        let source = makeSource(script)
        await source.load()

        let loadingMore = Task { await source.loadMore() }
        await script.waitForHeldRequest("p2")
        #expect(source.isLoadingMore)
        await source.refresh()
        await script.release("p2")
        await loadingMore.value
        #expect(source.items == episodes(10...11))
        #expect(!source.isLoadingMore)
        #expect(source.hasMore)
    }

    /// Cancelling an initial load returns to the initial state and ignores its late answer.
    @Test func cancelDropsInFlightFirstPage() async {
        let script = ScriptedPages()
        await script.answer(nil, with: .success(Page(items: episodes(1...2))), hold: true)
        let source = makeSource(script)
        let recorder = ChangeRecorder(source)

        let loading = Task { await source.load() }
        await script.waitForHeldRequest(nil)
        #expect(source.state == .loadingContent)
        source.cancel()
        #expect(source.state == .initial)
        await script.release(nil)
        await loading.value
        #expect(source.items.isEmpty)
        #expect(recorder.received.isEmpty)
    }
}
