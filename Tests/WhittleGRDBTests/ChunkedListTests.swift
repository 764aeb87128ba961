import Testing
@testable import WhittleGRDB
import WhittleTesting

/// `ChunkedList` against a plain `Array` doing the same edits.
@Suite
struct ChunkedListTests {
    @Test
    func startsEmpty() {
        let list = ChunkedList<Int>(chunkCapacity: 4)
        #expect(list.isEmpty)
        #expect(Array(list) == [])
        #expect(list.partitioningIndex { $0 > 0 } == 0)
    }

    @Test
    func buildsFromASequenceInChunks() {
        let list = ChunkedList(0..<100, chunkCapacity: 8)
        #expect(Array(list) == Array(0..<100))
        #expect(list.count == 100)
        #expect(list.chunks.allSatisfy { !$0.isEmpty && $0.count <= 8 })
        #expect((0..<100).allSatisfy { list[$0] == $0 })
    }

    @Test
    func insertsAtTheFrontMiddleAndEnd() {
        var list = ChunkedList<Int>(chunkCapacity: 4)
        var array: [Int] = []
        for value in 0..<20 {
            let index = [0, array.count / 2, array.count][value % 3]
            list.insert(value, at: index)
            array.insert(value, at: index)
            #expect(Array(list) == array)
        }
        #expect(list.chunks.count > 1)
        #expect(list.chunks.allSatisfy { $0.count <= 4 })
    }

    @Test
    func removesDownToEmpty() {
        var list = ChunkedList(0..<50, chunkCapacity: 4)
        var array = Array(0..<50)
        while !array.isEmpty {
            let index = (array.count * 7 + 3) % array.count
            #expect(list.remove(at: index) == array.remove(at: index))
            #expect(Array(list) == array)
        }
        #expect(list.isEmpty)
        #expect(list.chunks.isEmpty)
        list.insert(1, at: 0)
        #expect(Array(list) == [1])
    }

    /// Chunks fill to three quarters when built; a chunk that falls below a quarter merges with
    /// its smaller neighbour when the two fill at most three quarters of a chunk.
    @Test
    func splitsFullChunksAndMergesSmallOnes() {
        var list = ChunkedList(0..<36, chunkCapacity: 16)
        var array = Array(0..<36)
        #expect(list.chunks.map(\.count) == [12, 12, 12])
        for _ in 0..<8 {
            list.remove(at: 12)
            array.remove(at: 12)
        }
        for _ in 0..<8 {
            list.remove(at: 0)
            array.remove(at: 0)
        }
        #expect(list.chunks.map(\.count) == [4, 4, 12])
        list.remove(at: 4)
        array.remove(at: 4)
        #expect(list.chunks.map(\.count) == [7, 12])
        for value in 100..<105 {
            list.insert(value, at: 10)
            array.insert(value, at: 10)
        }
        #expect(list.chunks.map(\.count) == [7, 8, 9])
        #expect(Array(list) == array)
    }

    @Test
    func assignsInPlace() {
        var list = ChunkedList(0..<30, chunkCapacity: 4)
        list[0] = 100
        list[17] = 117
        list[29] = 129
        var array = Array(0..<30)
        array[0] = 100
        array[17] = 117
        array[29] = 129
        #expect(Array(list) == array)
    }

    @Test
    func findsThePartitioningIndex() {
        let list = ChunkedList(stride(from: 0, to: 200, by: 2), chunkCapacity: 8)  // 0, 2, …, 198
        for value in -1...200 {
            let expected = Array(list).firstIndex { $0 >= value } ?? list.count
            #expect(list.partitioningIndex { $0 >= value } == expected, "value \(value)")
        }
    }

    @Test
    func copiesDoNotShareEdits() {
        var list = ChunkedList(0..<20, chunkCapacity: 4)
        let copy = list
        list.insert(-1, at: 5)
        list.remove(at: 0)
        list[3] = 42
        #expect(Array(copy) == Array(0..<20))
    }

    /// Random inserts, removals, assignments and searches, with several chunk capacities, each
    /// compared with an `Array`; the chunks must stay within capacity and non-empty.
    @Test(arguments: [2, 3, 8, 16, 64])
    func randomEditsMatchAnArray(chunkCapacity: Int) {
        var random = SplitMix64(seed: UInt64(chunkCapacity) &* 104_729)
        var list = ChunkedList<Int>(chunkCapacity: chunkCapacity)
        var array: [Int] = []
        for step in 0..<3_000 {
            // Grow for a while, then shrink, then grow, so chunks split and merge both ways.
            let growing = (step / 500) % 2 == 0
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5 where growing, 0..<3:
                let index = Int.random(in: 0...array.count, using: &random)
                let value = Int.random(in: 0..<1_000, using: &random)
                list.insert(value, at: index)
                array.insert(value, at: index)
            case 3..<8 where !array.isEmpty:
                let index = Int.random(in: 0..<array.count, using: &random)
                #expect(list.remove(at: index) == array.remove(at: index))
            case 8 where !array.isEmpty:
                let index = Int.random(in: 0..<array.count, using: &random)
                let value = Int.random(in: 0..<1_000, using: &random)
                list[index] = value
                array[index] = value
            default:
                let value = Int.random(in: 0..<1_000, using: &random)
                let sorted = ChunkedList(array.sorted(), chunkCapacity: chunkCapacity)
                #expect(sorted.partitioningIndex { $0 >= value } == (array.sorted().firstIndex { $0 >= value } ?? array.count))
            }
            #expect(list.count == array.count)
            if step % 50 == 0 || array.count < 10 {
                #expect(Array(list) == array, "step \(step)")
                #expect(list.chunks.allSatisfy { !$0.isEmpty && $0.count <= max(chunkCapacity, 2) }, "step \(step)")
                #expect(list.chunks.map(\.count).reduce(0, +) == array.count, "step \(step)")
                if let index = array.indices.randomElement(using: &random) { #expect(list[index] == array[index]) }
            }
        }
        #expect(Array(list) == array)
    }
}
