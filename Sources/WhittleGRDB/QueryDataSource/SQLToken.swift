/// One token of a SQL statement, as far as ``QueryRequestPlan`` needs to read a request's SQL.
struct SQLToken: Equatable {
    enum Kind: Equatable {
        /// A keyword or bare identifier, upper-cased in `text`.
        case word
        /// A quoted identifier ("name", `name` or [name]), unquoted in `text`.
        case quotedIdentifier
        /// A string literal, a blob literal, a number or a `?` parameter.
        case literal
        /// Any other character: punctuation and operators.
        case symbol
    }

    var kind: Kind
    var text: String
    /// Parenthesis depth at the token; 0 outside any parenthesis.
    var depth: Int

    /// Whether this is the keyword `keyword` (upper case) outside parentheses.
    func isKeyword(_ keyword: String) -> Bool { kind == .word && text == keyword && depth == 0 }

    /// Splits SQL into tokens. Comments and whitespace are dropped.
    static func tokenize(_ sql: String) -> [SQLToken] {
        let scalars = Array(sql.unicodeScalars)
        var tokens: [SQLToken] = []
        var depth = 0
        var index = 0
        func take(until closing: Unicode.Scalar, from start: Int) -> (String, Int) {
            // Doubled closing characters escape themselves, as SQLite reads them.
            var text = String.UnicodeScalarView()
            var position = start
            while position < scalars.count {
                if scalars[position] == closing {
                    if position + 1 < scalars.count, scalars[position + 1] == closing, closing != "]" {
                        text.append(closing)
                        position += 2
                        continue
                    }
                    return (String(text), position + 1)
                }
                text.append(scalars[position])
                position += 1
            }
            return (String(text), position)
        }
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case " ", "\t", "\n", "\r":
                index += 1
            case "-" where index + 1 < scalars.count && scalars[index + 1] == "-":
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            case "/" where index + 1 < scalars.count && scalars[index + 1] == "*":
                index += 2
                while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
                index += 2
            case "\"", "`", "[":
                let closing: Unicode.Scalar = scalar == "[" ? "]" : scalar
                let (text, next) = take(until: closing, from: index + 1)
                tokens.append(SQLToken(kind: .quotedIdentifier, text: text, depth: depth))
                index = next
            case "'":
                let (text, next) = take(until: "'", from: index + 1)
                tokens.append(SQLToken(kind: .literal, text: text, depth: depth))
                index = next
            case "(":
                tokens.append(SQLToken(kind: .symbol, text: "(", depth: depth))
                depth += 1
                index += 1
            case ")":
                depth = max(0, depth - 1)
                tokens.append(SQLToken(kind: .symbol, text: ")", depth: depth))
                index += 1
            case "?":
                tokens.append(SQLToken(kind: .literal, text: "?", depth: depth))
                index += 1
            default:
                if isWordScalar(scalar) {
                    var text = String.UnicodeScalarView()
                    while index < scalars.count, isWordScalar(scalars[index]) {
                        text.append(scalars[index])
                        index += 1
                    }
                    let word = String(text)
                    let isNumber = word.unicodeScalars.first.map { ("0"..."9").contains($0) } ?? false
                    tokens.append(SQLToken(kind: isNumber ? .literal : .word, text: isNumber ? word : word.uppercased(), depth: depth))
                } else {
                    tokens.append(SQLToken(kind: .symbol, text: String(scalar), depth: depth))
                    index += 1
                }
            }
        }
        return tokens
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }
}
