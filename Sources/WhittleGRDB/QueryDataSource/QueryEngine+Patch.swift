import GRDB

/// Patching: the engine edits its copy for the rows a batch of transactions touched and
/// describes the same edits, and the `ListChanges`, for the main actor.
extension QueryEngine {
    /// One touched row: where it was, where it goes, and whether it moves.
    private struct TouchedRow {
        var oldKey: QuerySortKey?
        var oldPath: ItemPath?
        var oldRecord: Record?
        var newKey: QuerySortKey?
        var newRecord: Record?
        var newPath: ItemPath?
        /// Removed and inserted again (its section or its place among the other rows changed).
        var moves = false

        /// In the result before and after, in the same section, and not (yet) found to move.
        var stays: Bool { oldPath != nil && newKey != nil && !moves }
    }

    /// Patches the copy for the rows `touched`; nil when the copy does not hold a row where its
    /// key says (the ordering is not what the engine believes), so the caller refetches.
    func patch(_ db: Database, touched: Set<Int64>) throws -> (QueryPatch<Record>, ListChanges)? {
        let fetched = try fetchRows(db, rowIDs: touched)
        var rows: [Int64: TouchedRow] = [:]
        rows.reserveCapacity(touched.count)
        for rowID in touched {
            guard let oldKey = keyByRowID[rowID] else { continue }
            guard let path = locate(oldKey) else { return nil }
            rows[rowID] = TouchedRow(oldKey: oldKey, oldPath: path, oldRecord: sections[path.section].records[path.item])
        }
        for (key, record) in fetched {
            var row = rows[key.rowID] ?? TouchedRow()
            row.newKey = key
            row.newRecord = record
            if let oldKey = row.oldKey, compareSections(sectionValue(of: oldKey), sectionValue(of: key)) != 0 {
                row.moves = true
            }
            rows[key.rowID] = row
        }
        let oldSectionIDs = sections.map(\.id)

        // 1. Remove the rows that leave the result or change section.
        let leaving = rows.values.compactMap { $0.stays ? nil : $0.oldPath }.sorted(by: >)
        for path in leaving { removeRow(at: path) }

        // 2. Give staying rows their new key and content where they are; a row whose new key
        //    no longer fits between its neighbours moves after all.
        guard settleStayingRows(&rows) else { return nil }

        // 3. Insert new and moving rows in key order, creating sections as needed.
        for (key, record) in fetched where rows[key.rowID]?.stays == false {
            insertRow(key: key, record: record)
        }
        // 4. Drop sections left empty.
        sections.removeAll { $0.records.isEmpty }

        for (rowID, row) in rows {
            if let newKey = row.newKey {
                keyByRowID[rowID] = newKey
                guard let path = locate(newKey) else { return nil }
                rows[rowID]?.newPath = path
            } else {
                keyByRowID[rowID] = nil
            }
        }
        rowCount += fetched.count - rows.values.count(where: { $0.oldPath != nil })
        return describe(rows: rows, oldSectionIDs: oldSectionIDs)
    }

    private func removeRow(at path: ItemPath) {
        sections[path.section].remove(at: path.item)
    }

    private func insertRow(key: QuerySortKey, record: Record) {
        let value = sectionValue(of: key)
        let sectionIndex = sectionLowerBound(of: value)
        if sectionIndex == sections.count || compareSections(sections[sectionIndex].id, value) != 0 {
            sections.insert(QueryEngineSection(id: value, title: title(of: value), chunkCapacity: chunkCapacity), at: sectionIndex)
        }
        let item = sections[sectionIndex].lowerBound(of: key, comparator: comparator)
        sections[sectionIndex].insert(key: key, record: record, at: item)
    }

    /// Writes staying rows' new keys and content in place, then removes (and marks as moving)
    /// every staying row that breaks the order with a neighbour, until the order holds.
    /// Untouched rows keep their order, so checking neighbours of staying rows suffices.
    private func settleStayingRows(_ rows: inout [Int64: TouchedRow]) -> Bool {
        var staying: [Int: [(item: Int, rowID: Int64)]] = [:]
        for (rowID, row) in rows where row.stays {
            // Located by old key before any key is rewritten: the section is still in old-key order.
            guard let oldKey = row.oldKey, let path = locate(oldKey) else { return false }
            staying[path.section, default: []].append((path.item, rowID))
        }
        for (sectionIndex, members) in staying {
            for member in members {
                guard let row = rows[member.rowID], let newKey = row.newKey, let newRecord = row.newRecord else { continue }
                sections[sectionIndex].replace(at: member.item, key: newKey, record: newRecord)
            }
            var remaining = members.sorted { $0.item < $1.item }
            while true {
                // Read in place: a copy of the rows would make the removals below copy chunks.
                let count = sections[sectionIndex].count
                let breaking = remaining.indices.filter { index in
                    let item = remaining[index].item
                    let key = sections[sectionIndex].keys[item]
                    let afterLeft = item == 0 || comparator.precedes(sections[sectionIndex].keys[item - 1], key)
                    let beforeRight = item == count - 1 || comparator.precedes(key, sections[sectionIndex].keys[item + 1])
                    // A staying neighbour out of place breaks both checks, so both rows move.
                    return !afterLeft || !beforeRight
                }
                if breaking.isEmpty { break }
                let breakingSet = Set(breaking)
                for index in breaking.reversed() {
                    removeRow(at: ItemPath(item: remaining[index].item, section: sectionIndex))
                    rows[remaining[index].rowID]?.moves = true
                }
                var removedBefore = 0
                var next: [(item: Int, rowID: Int64)] = []
                for (index, member) in remaining.enumerated() {
                    if breakingSet.contains(index) {
                        removedBefore += 1
                    } else {
                        next.append((member.item - removedBefore, member.rowID))
                    }
                }
                remaining = next
            }
        }
        return true
    }

    /// The main actor's edits and the `ListChanges` for a patched batch.
    private func describe(rows: [Int64: TouchedRow], oldSectionIDs: [DatabaseValue]) -> (QueryPatch<Record>, ListChanges) {
        // Sections keep the order of their values, so old and new match by a merge walk.
        var deletedOld = Set<Int>()
        var insertedNew = Set<Int>()
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < oldSectionIDs.count || newIndex < sections.count {
            let order = oldIndex == oldSectionIDs.count ? 1
                : newIndex == sections.count ? -1
                : compareSections(oldSectionIDs[oldIndex], sections[newIndex].id)
            if order == 0 {
                oldIndex += 1
                newIndex += 1
            } else if order < 0 {
                deletedOld.insert(oldIndex)
                oldIndex += 1
            } else {
                insertedNew.insert(newIndex)
                newIndex += 1
            }
        }

        var patch = QueryPatch<Record>()
        patch.sectionRemovals = deletedOld.sorted(by: >)
        patch.sectionAdditions = insertedNew.sorted().map { .init(index: $0, id: sections[$0].id, title: sections[$0].title) }
        var structure = ListChanges.Stage()
        var content = ListChanges.Stage()
        structure.sectionDeletes = deletedOld.sorted()
        structure.sectionInserts = insertedNew.sorted()
        for row in rows.values {
            let contentChanged = row.oldRecord != row.newRecord
            switch (row.oldPath, row.newPath) {
            case let (old?, nil):
                patch.removals.append(old)
                if !deletedOld.contains(old.section) { structure.itemDeletes.append(old) }
            case let (nil, new?):
                if let record = row.newRecord { patch.insertions.append((new, record)) }
                if !insertedNew.contains(new.section) { structure.itemInserts.append(new) }
            case let (old?, new?) where row.moves:
                patch.removals.append(old)
                if let record = row.newRecord { patch.insertions.append((new, record)) }
                switch (deletedOld.contains(old.section), insertedNew.contains(new.section)) {
                case (false, false):
                    structure.itemMoves.append(.init(from: old, to: new))
                    if contentChanged { content.itemReconfigures.append(new) }
                case (true, false): structure.itemInserts.append(new)
                case (false, true): structure.itemDeletes.append(old)
                case (true, true): break
                }
            case let (_?, new?):
                if contentChanged, let record = row.newRecord {
                    patch.replacements.append((new, record))
                    content.itemReconfigures.append(new)
                }
            case (nil, nil):
                break
            }
        }
        patch.removals.sort(by: >)
        patch.insertions.sort { $0.path < $1.path }
        structure.itemDeletes.sort()
        structure.itemInserts.sort()
        structure.itemMoves.sort { $0.to < $1.to }
        content.itemReconfigures.sort()
        return (patch, ListChanges(stages: [structure, content]))
    }
}
