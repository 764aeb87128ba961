/// An ordered list kept in chunks of at most ``chunkCapacity`` elements, with the running
/// count at the end of every chunk, so that inserting or removing at any position moves the
/// elements of one chunk rather than of the whole list.
///
/// With `n` elements in `c` chunks, finding a position is a binary search over the chunks
/// (O(log c)), and an insert or a removal costs O(``chunkCapacity`` + c) — the chunk's
/// elements shift, and the running counts after it change by one, a tight loop over plain
/// integers. A million integers built in order fill about 2,600 chunks of 512; an insert or a
/// removal at a random place then takes under 10 µs, where an `Array` moves half the million
/// elements (about 1 ms).
///
/// A chunk that fills past ``chunkCapacity`` splits in two halves; a chunk that shrinks below
/// a quarter of it merges with its smaller neighbour when the two fill at most three quarters
/// of a chunk (so the merged chunk does not split again at once). A chunk left small has
/// neighbours more than half full, so `c` stays proportional to `n / chunkCapacity`.
struct ChunkedList<Element> {
    /// The most elements a chunk holds before it splits.
    let chunkCapacity: Int
    /// The elements, in order, chunk by chunk; no chunk is empty.
    private(set) var chunks: [[Element]] = []
    /// `ends[i]` is the number of elements in chunks `0...i`.
    private var ends: [Int] = []

    /// An empty list whose chunks hold at most `chunkCapacity` elements (at least 2).
    init(chunkCapacity: Int = 512) {
        self.chunkCapacity = Swift.max(chunkCapacity, 2)
    }

    /// A list holding `elements`, in chunks filled to three quarters so the first inserts do
    /// not split them at once.
    init(_ elements: some Sequence<Element>, chunkCapacity: Int = 512) {
        self.init(chunkCapacity: chunkCapacity)
        var chunk: [Element] = []
        chunk.reserveCapacity(self.chunkCapacity)
        for element in elements {
            chunk.append(element)
            if chunk.count == appendFill {
                append(chunk: chunk)
                chunk = []
                chunk.reserveCapacity(self.chunkCapacity)
            }
        }
        append(chunk: chunk)
    }

    private init(chunkCapacity: Int, chunks: [[Element]], ends: [Int]) {
        self.chunkCapacity = chunkCapacity
        self.chunks = chunks
        self.ends = ends
    }

    /// The list of each element `transform`ed, in the same chunks: a map per chunk, not an
    /// append per element.
    func map<Transformed>(_ transform: (Element) throws -> Transformed) rethrows -> ChunkedList<Transformed> {
        ChunkedList<Transformed>(chunkCapacity: chunkCapacity, chunks: try chunks.map { try $0.map(transform) }, ends: ends)
    }

    /// The number of elements.
    var count: Int { ends.last ?? 0 }

    /// Whether the list is empty.
    var isEmpty: Bool { chunks.isEmpty }

    /// The fill of a chunk that appends start a new chunk after: the room left lets the first
    /// inserts in it go without a split.
    var appendFill: Int { Swift.max(chunkCapacity * 3 / 4, 1) }

    /// Adds `element` at the end, in O(1) amortized.
    mutating func append(_ element: Element) {
        if let last = chunks.indices.last, chunks[last].count < appendFill {
            chunks[last].append(element)
            ends[last] += 1
        } else {
            var chunk: [Element] = []
            chunk.reserveCapacity(chunkCapacity)
            chunk.append(element)
            chunks.append(chunk)
            ends.append(count + 1)
        }
    }

    /// Adds `chunk` at the end as a chunk of its own, without copying its elements, for a list
    /// built a chunk at a time (filled to ``appendFill`` but the last, with room reserved for
    /// ``chunkCapacity``). Nothing for an empty chunk; `chunk` holds at most ``chunkCapacity``
    /// elements.
    mutating func append(chunk: [Element]) {
        precondition(chunk.count <= chunkCapacity, "ChunkedList: a chunk of \(chunk.count) over capacity \(chunkCapacity)")
        guard !chunk.isEmpty else { return }
        ends.append(count + chunk.count)
        chunks.append(chunk)
    }

    /// The element at `index`, which must be in `0..<count`.
    subscript(index: Int) -> Element {
        get {
            let (chunk, offset) = location(of: index)
            return chunks[chunk][offset]
        }
        set {
            let (chunk, offset) = location(of: index)
            chunks[chunk][offset] = newValue
        }
    }

    /// Inserts `element` so that it ends up at `index`, which must be in `0...count`.
    mutating func insert(_ element: Element, at index: Int) {
        precondition(index >= 0 && index <= count, "ChunkedList: insertion index \(index) out of 0...\(count)")
        guard !chunks.isEmpty, index < count else {
            // At the end: into the last chunk, or a new one when it is full.
            if let last = chunks.indices.last, chunks[last].count < chunkCapacity {
                chunks[last].append(element)
                ends[last] += 1
            } else {
                chunks.append([element])
                ends.append(count + 1)
            }
            return
        }
        let (chunk, offset) = location(of: index)
        chunks[chunk].insert(element, at: offset)
        adjustEnds(from: chunk, by: 1)
        if chunks[chunk].count > chunkCapacity { split(chunk) }
    }

    /// Removes and returns the element at `index`, which must be in `0..<count`.
    @discardableResult
    mutating func remove(at index: Int) -> Element {
        let (chunk, offset) = location(of: index)
        let element = chunks[chunk].remove(at: offset)
        adjustEnds(from: chunk, by: -1)
        if chunks[chunk].isEmpty {
            chunks.remove(at: chunk)
            ends.remove(at: chunk)
        } else if chunks[chunk].count < chunkCapacity / 4 {
            mergeIfSmall(chunk)
        }
        return element
    }

    /// The index of the first element for which `isInSecondPartition` is true, or ``count``
    /// if there is none. The list must be partitioned: every element for which it is false
    /// comes before every element for which it is true.
    ///
    /// - Complexity: O(log n) calls of `isInSecondPartition`.
    func partitioningIndex(where isInSecondPartition: (Element) throws -> Bool) rethrows -> Int {
        // The first chunk whose last element is in the second partition holds the answer.
        var low = 0
        var high = chunks.count
        while low < high {
            let middle = (low + high) / 2
            if try isInSecondPartition(chunks[middle][chunks[middle].count - 1]) { high = middle } else { low = middle + 1 }
        }
        guard low < chunks.count else { return count }
        let chunk = chunks[low]
        var first = 0
        var last = chunk.count - 1
        while first < last {
            let middle = (first + last) / 2
            if try isInSecondPartition(chunk[middle]) { last = middle } else { first = middle + 1 }
        }
        return startIndex(ofChunk: low) + first
    }

    // MARK: Chunks

    /// The chunk holding `index` and the offset in it.
    private func location(of index: Int) -> (chunk: Int, offset: Int) {
        precondition(index >= 0 && index < count, "ChunkedList: index \(index) out of 0..<\(count)")
        // The first chunk whose end is past `index`.
        var low = 0
        var high = ends.count - 1
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] > index { high = middle } else { low = middle + 1 }
        }
        return (low, index - startIndex(ofChunk: low))
    }

    private func startIndex(ofChunk chunk: Int) -> Int {
        chunk == 0 ? 0 : ends[chunk - 1]
    }

    private mutating func adjustEnds(from chunk: Int, by delta: Int) {
        ends.withUnsafeMutableBufferPointer { ends in
            for index in chunk..<ends.count { ends[index] += delta }
        }
    }

    /// Splits an overfull chunk into two halves.
    private mutating func split(_ chunk: Int) {
        let half = chunks[chunk].count / 2
        var tail: [Element] = []
        tail.reserveCapacity(chunkCapacity)
        tail.append(contentsOf: chunks[chunk][half...])
        chunks[chunk].removeSubrange(half...)
        chunks.insert(tail, at: chunk + 1)
        ends.insert(ends[chunk], at: chunk + 1)
        ends[chunk] -= tail.count
    }

    /// Merges a small chunk into its smaller neighbour when the two fit in one chunk.
    private mutating func mergeIfSmall(_ chunk: Int) {
        let left = chunk > 0 ? chunks[chunk - 1].count : Int.max
        let right = chunk + 1 < chunks.count ? chunks[chunk + 1].count : Int.max
        let first = left <= right ? chunk - 1 : chunk
        guard Swift.min(left, right) != Int.max, chunks[first].count + chunks[first + 1].count <= chunkCapacity * 3 / 4 else {
            return
        }
        let second = chunks.remove(at: first + 1)
        chunks[first].append(contentsOf: second)
        ends.remove(at: first)
    }
}

extension ChunkedList: RandomAccessCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// Iterates chunk by chunk, without a search per element.
    func makeIterator() -> Iterator {
        Iterator(chunks: chunks)
    }

    /// An iterator over the elements in order.
    struct Iterator: IteratorProtocol {
        let chunks: [[Element]]
        var chunk = 0
        var offset = 0

        mutating func next() -> Element? {
            while chunk < chunks.count {
                if offset < chunks[chunk].count {
                    defer { offset += 1 }
                    return chunks[chunk][offset]
                }
                chunk += 1
                offset = 0
            }
            return nil
        }
    }
}

extension ChunkedList: Sendable where Element: Sendable {}
extension ChunkedList.Iterator: Sendable where Element: Sendable {}
