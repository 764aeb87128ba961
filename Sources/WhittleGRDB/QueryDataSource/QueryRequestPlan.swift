import GRDB

/// What a ``QueryDataSource`` read from its request's SQL: the table and the ordering it
/// patches with, or the reason it must refetch every time.
///
/// The reading is conservative: anything it does not recognise as a single rowid table,
/// plain selected columns, a row-local filter and an ordering by plain columns makes the
/// request unpatchable.
struct QueryRequestPlan: Sendable {
    struct OrderTerm: Sendable, Equatable {
        var column: String
        /// The collation SQLite applies: the term's `COLLATE`, else the column's declared one.
        var collation: QueryCollation
        /// The term's own `COLLATE` name, repeated when the engine rebuilds the ordering.
        var explicitCollation: String?
        var descending: Bool
    }

    /// The table whose row ids transactions report.
    let tableName: String
    /// The ORDER BY terms, section column first when there is one.
    let orderTerms: [OrderTerm]

    var comparator: QueryKeyComparator {
        QueryKeyComparator(terms: orderTerms.map { .init(collation: $0.collation, descending: $0.descending) })
    }

    /// What reading a request gave.
    enum Reading {
        case patchable(QueryRequestPlan)
        case unpatchable(QueryRefetchReason)
    }

    /// Reads the request's SQL; returns the reason when it cannot be patched.
    static func make<Record>(
        _ db: Database, request: QueryInterfaceRequest<Record>, sectionColumn: Column?
    ) throws -> Reading {
        let sql = try request.makePreparedRequest(db, forSingleResult: false).statement.sql
        let tokens = SQLToken.tokenize(sql)
        guard tokens.first?.isKeyword("SELECT") == true else { return .unpatchable(.joinOrSubquery) }
        if tokens.dropFirst().contains(where: { $0.kind == .word && ($0.text == "SELECT" || $0.text == "WITH") }) {
            return .unpatchable(.joinOrSubquery)
        }
        if tokens.contains(where: { $0.isKeyword("LIMIT") || $0.isKeyword("OFFSET") }) { return .unpatchable(.limit) }
        let aggregating = ["DISTINCT", "GROUP", "HAVING", "WINDOW", "UNION", "INTERSECT", "EXCEPT", "OVER"]
        if tokens.contains(where: { $0.kind == .word && aggregating.contains($0.text) }) {
            return .unpatchable(.aggregateOrDistinct)
        }
        if tokens.contains(where: { $0.isKeyword("JOIN") }) { return .unpatchable(.joinOrSubquery) }

        let clauses = Clauses(tokens)
        guard let fromTokens = clauses.tokens(after: "FROM") else { return .unpatchable(.joinOrSubquery) }
        guard let (tableName, alias) = readSource(fromTokens) else { return .unpatchable(.joinOrSubquery) }
        if let reason = checkSelection(clauses.tokens(after: "SELECT") ?? [], table: tableName, alias: alias) {
            return .unpatchable(reason)
        }
        guard let declaredCollations = try readTable(db, name: tableName) else { return .unpatchable(.notARowIDTable) }

        var orderTerms: [OrderTerm] = []
        if let orderTokens = clauses.tokens(after: "ORDER") {
            for termTokens in split(orderTokens.dropFirst()) {  // drop "BY"
                guard let term = readOrderTerm(termTokens, table: tableName, alias: alias, declared: declaredCollations) else {
                    return .unpatchable(.unsupportedOrdering)
                }
                orderTerms.append(term)
            }
        }
        if let sectionColumn {
            guard let first = orderTerms.first, first.column.lowercased() == sectionColumn.name.lowercased(),
                first.collation == .binary
            else { return .unpatchable(.sectionsNotOrderedFirst) }
        }
        return .patchable(QueryRequestPlan(tableName: tableName, orderTerms: orderTerms))
    }

    /// The top-level clauses of a SELECT, by their first keyword.
    private struct Clauses {
        var byKeyword: [String: ArraySlice<SQLToken>] = [:]

        init(_ tokens: [SQLToken]) {
            let keywords: Set = ["SELECT", "FROM", "WHERE", "ORDER"]
            var current: String?
            var start = 0
            for (index, token) in tokens.enumerated() where token.depth == 0 && token.kind == .word && keywords.contains(token.text) {
                if let current { byKeyword[current] = tokens[start..<index] }
                current = token.text
                start = index + 1
            }
            if let current { byKeyword[current] = tokens[start...] }
        }

        func tokens(after keyword: String) -> ArraySlice<SQLToken>? { byKeyword[keyword] }
    }

    /// Splits tokens on top-level commas.
    private static func split(_ tokens: ArraySlice<SQLToken>) -> [ArraySlice<SQLToken>] {
        var parts: [ArraySlice<SQLToken>] = []
        var start = tokens.startIndex
        for index in tokens.indices where tokens[index].depth == 0 && tokens[index].kind == .symbol && tokens[index].text == "," {
            parts.append(tokens[start..<index])
            start = index + 1
        }
        parts.append(tokens[start..<tokens.endIndex])
        return parts
    }

    private static func isName(_ token: SQLToken) -> Bool {
        token.kind == .quotedIdentifier || token.kind == .word
    }

    /// `table` or `table alias` or `table AS alias`; nil for anything else (a comma join).
    private static func readSource(_ tokens: ArraySlice<SQLToken>) -> (String, String?)? {
        let parts = Array(tokens.filter { !$0.isKeyword("AS") })
        guard let table = parts.first, isName(table), parts.count <= 2 else { return nil }
        if parts.count == 2 {
            guard isName(parts[1]) else { return nil }
            return (table.text, parts[1].text)
        }
        return (table.text, nil)
    }

    /// Nil when every selected term is `*`, `table.*` or a plain column, maybe renamed.
    private static func checkSelection(_ tokens: ArraySlice<SQLToken>, table: String, alias: String?) -> QueryRefetchReason? {
        let aggregates: Set = ["COUNT", "SUM", "TOTAL", "AVG", "MIN", "MAX", "GROUP_CONCAT", "STRING_AGG", "JSON_GROUP_ARRAY", "JSON_GROUP_OBJECT"]
        for term in split(tokens) {
            var parts = Array(term)
            if let asIndex = parts.firstIndex(where: { $0.isKeyword("AS") }) {
                guard asIndex == parts.count - 2, isName(parts[parts.count - 1]) else { return .computedColumns }
                parts.removeLast(2)
            }
            if parts.count == 1, parts[0].kind == .symbol, parts[0].text == "*" { continue }
            if readColumn(parts[...], table: table, alias: alias) != nil { continue }
            if parts.count == 2, isName(parts[0]), isName(parts[1]), readColumn(parts[..<1], table: table, alias: alias) != nil {
                continue  // `column alias`
            }
            if parts.count == 3, isName(parts[0]), parts[1].text == ".", parts[2].text == "*" { continue }
            if parts.contains(where: { $0.kind == .word && aggregates.contains($0.text) }) { return .aggregateOrDistinct }
            return .computedColumns
        }
        return nil
    }

    /// `column` or `table.column`: the column name.
    private static func readColumn(_ tokens: ArraySlice<SQLToken>, table: String, alias: String?) -> String? {
        let parts = Array(tokens)
        if parts.count == 1, isName(parts[0]) { return parts[0].text }
        if parts.count == 3, isName(parts[0]), parts[1].kind == .symbol, parts[1].text == ".", isName(parts[2]) {
            let qualifier = parts[0].text.lowercased()
            guard qualifier == table.lowercased() || qualifier == alias?.lowercased() else { return nil }
            return parts[2].text
        }
        return nil
    }

    private static func readOrderTerm(
        _ tokens: ArraySlice<SQLToken>, table: String, alias: String?, declared: [String: String]
    ) -> OrderTerm? {
        var parts = Array(tokens)
        var descending = false
        if let last = parts.last, last.isKeyword("DESC") || last.isKeyword("ASC") {
            descending = last.text == "DESC"
            parts.removeLast()
        }
        var collationName: String?
        if parts.count >= 2, parts[parts.count - 2].isKeyword("COLLATE") {
            collationName = parts[parts.count - 1].text
            parts.removeLast(2)
        }
        guard let column = readColumn(parts[...], table: table, alias: alias) else { return nil }
        guard let collation = QueryCollation(sqlName: collationName ?? declared[column.lowercased()] ?? "BINARY") else {
            return nil
        }
        return OrderTerm(column: column, collation: collation, explicitCollation: collationName, descending: descending)
    }

    /// The declared collation of each column (lower-cased names), or nil when `name` is not
    /// an ordinary rowid table.
    private static func readTable(_ db: Database, name: String) throws -> [String: String]? {
        let sql = try String.fetchOne(
            db, sql: "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ? COLLATE NOCASE", arguments: [name])
        guard let sql else { return nil }
        let tokens = SQLToken.tokenize(sql)
        if tokens.contains(where: { $0.isKeyword("VIRTUAL") }) { return nil }
        if let last = tokens.last, last.isKeyword("ROWID"), tokens.contains(where: { $0.isKeyword("WITHOUT") }) { return nil }
        guard let open = tokens.firstIndex(where: { $0.text == "(" && $0.depth == 0 }) else { return nil }
        let body = tokens[(open + 1)...].prefix { $0.depth >= 1 }
        var collations: [String: String] = [:]
        var start = body.startIndex
        func readDefinition(_ definition: ArraySlice<SQLToken>) {
            guard let column = definition.first, isName(column) else { return }
            let constraints: Set = ["CONSTRAINT", "PRIMARY", "UNIQUE", "CHECK", "FOREIGN"]
            if column.kind == .word, constraints.contains(column.text) { return }
            if let collate = definition.firstIndex(where: { $0.kind == .word && $0.text == "COLLATE" && $0.depth == 1 }),
                collate + 1 < definition.endIndex
            {
                collations[column.text.lowercased()] = definition[collate + 1].text
            }
        }
        for index in body.indices where body[index].depth == 1 && body[index].text == "," && body[index].kind == .symbol {
            readDefinition(body[start..<index])
            start = index + 1
        }
        readDefinition(body[start..<body.endIndex])
        return collations
    }
}
