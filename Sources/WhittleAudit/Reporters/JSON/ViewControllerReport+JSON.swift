import Foundation

// The JSON report, written by ``JSONTextWriter``: going through `Encodable` cost half the
// time of `--format json`. Keys are in byte order, as `.sortedKeys` writes them, and exactly
// the keys the report's synthesised `Codable` conformance reads back (`whittle diff`).

extension AuditReport {
    /// Writes the report as `JSONEncoder` with `.prettyPrinted`, `.sortedKeys` and
    /// `.withoutEscapingSlashes` would, controllers worst first and diagnostics in order.
    ///
    /// Controllers are written a batch at a time, each batch's on every core, and flushed to
    /// `output` in order: the whole text never exists at once (the report of 200,000 lines is
    /// 28 MB), and writing it is not left to one core.
    func writeJSON<Output: TextOutputStream>(to output: inout Output) {
        writeJSON({ String(decoding: $0, as: UTF8.self) }) { output.write($0) }
    }

    /// ``writeJSON(to:)``'s text in pieces of UTF-8, each made into a `Piece` by `piece` (on
    /// the core that wrote it) and handed to `write` in order: the cache keeps the bytes as
    /// they are, without making strings of them.
    func writeJSON<Piece: Sendable>(_ piece: @escaping @Sendable ([UInt8]) -> Piece, to write: (Piece) -> Void) {
        var writer = JSONTextWriter(depth: 0)
        writer.beginObject()
        writer.key("diagnostics"); writer.array(diagnosticsInOrder)
        writer.key("filesScanned"); writer.int(filesScanned)
        writer.key("linesScanned"); writer.int(linesScanned)
        writer.key("schemaVersion"); writer.int(schemaVersion)
        writer.key("swiftUIViews"); Self.write(ViewControllerReport.sortedWorstFirst(swiftUIViews), to: &writer, piece, write)
        writer.key("toolVersion"); writer.string(toolVersion)
        writer.key("viewControllers"); Self.write(controllersWorstFirst, to: &writer, piece, write)
        writer.key("viewModels"); Self.write(ViewControllerReport.sortedWorstFirst(viewModels), to: &writer, piece, write)
        writer.endObject()
        write(piece(writer.takeBytes() + [UInt8(ascii: "\n")]))
    }

    /// One array of units, a batch at a time, each batch's on every core.
    private static func write<Piece: Sendable>(
        _ units: [ViewControllerReport], to writer: inout JSONTextWriter, _ piece: @escaping @Sendable ([UInt8]) -> Piece,
        _ write: (Piece) -> Void
    ) {
        writer.beginArray()
        for start in stride(from: 0, to: units.count, by: 64) {
            let batch = Array(units[start..<min(units.count, start + 64)])
            for text in ParallelMap.map(batch, jobs: ProcessInfo.processInfo.activeProcessorCount, { piece(Self.json($0)) }) {
                writer.element()
                write(piece(writer.takeBytes()))
                write(text)
            }
        }
        writer.endArray()
    }

    /// One controller's JSON, as an element of `viewControllers`.
    @Sendable private static func json(_ controller: ViewControllerReport) -> [UInt8] {
        var writer = JSONTextWriter(depth: 2)
        controller.writeJSON(to: &writer)
        return writer.bytes
    }
}

extension FileDiagnostic: JSONSelfWriting {
    func writeJSON(to writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("file"); writer.string(file)
        writer.key("kind"); writer.string(kind.rawValue)
        if let line {
            writer.key("line"); writer.int(line)
        }
        writer.key("message"); writer.string(message)
        writer.endObject()
    }
}

extension ViewControllerReport: JSONSelfWriting {
    func writeJSON(to writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("file"); writer.string(file)
        writer.key("files"); writer.array(files)
        writer.key("findings"); writer.array(findings)
        writer.key("isAssumed"); writer.bool(isAssumed)
        writer.key("kind"); writer.string(kind.rawValue)
        writer.key("language"); writer.string(language.rawValue)
        writer.key("line"); writer.int(line)
        writer.key("members"); writer.array(members)
        writer.key("metrics"); metrics.writeJSON(to: &writer)
        writer.key("name"); writer.string(name)
        writer.key("prescriptions"); writer.array(prescriptions)
        writer.key("responsibilities"); writer.array(responsibilities)
        writer.key("superclassChain"); writer.strings(superclassChain)
        writer.endObject()
    }
}

extension FileShare: JSONSelfWriting {
    func writeJSON(to writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("file"); writer.string(file)
        writer.key("language"); writer.string(language.rawValue)
        writer.key("lines"); writer.int(lines)
        writer.key("members"); writer.strings(members)
        writer.endObject()
    }
}

extension ResponsibilityReport: JSONSelfWriting {
    func writeJSON(to writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("evidence"); writer.array(evidence)
        writer.key("id"); writer.string(id.rawValue)
        writer.key("members"); writer.strings(members)
        writer.endObject()
    }
}

extension Evidence: JSONSelfWriting {
    func writeJSON(to writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("file"); writer.string(file)
        writer.key("line"); writer.int(line)
        writer.key("member"); writer.string(member)
        writer.key("reason"); writer.string(reason)
        writer.key("token"); writer.string(token)
        if let via {
            writer.key("via"); writer.array(via)
        }
        writer.endObject()
    }
}

extension Finding: JSONSelfWriting {
    func writeJSON(to writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("column"); writer.int(column)
        writer.key("file"); writer.string(file)
        writer.key("line"); writer.int(line)
        if let member {
            writer.key("member"); writer.string(member)
        }
        writer.key("message"); writer.string(message)
        writer.key("rule"); writer.string(rule.rawValue)
        writer.key("severity"); writer.string(severity.rawValue)
        writer.key("viewController"); writer.string(viewController)
        writer.endObject()
    }
}

extension Metrics: JSONSelfWriting {
    func writeJSON(to writer: inout JSONTextWriter) {
        writer.beginObject()
        if let bodyLines {
            writer.key("bodyLines"); writer.int(bodyLines)
        }
        writer.key("cohesion"); writer.double(cohesion)
        writer.key("delegateConformances"); writer.int(delegateConformances)
        writer.key("ibActions"); writer.int(ibActions)
        writer.key("lines"); writer.int(lines)
        writer.key("markSections"); writer.int(markSections)
        writer.key("massiveByHabchi"); writer.bool(massiveByHabchi)
        writer.key("methods"); writer.int(methods)
        writer.key("misplacedResponsibilities"); writer.int(misplacedResponsibilities)
        writer.key("responsibilities"); writer.int(responsibilities)
        writer.key("storedProperties"); writer.int(storedProperties)
        writer.endObject()
    }
}

extension Prescription: JSONSelfWriting {
    func writeJSON(to writer: inout JSONTextWriter) {
        writer.beginObject()
        if let alreadyUses {
            writer.key("alreadyUses"); writer.strings(alreadyUses)
        }
        if let buildingBlock {
            writer.key("buildingBlock"); writer.string(buildingBlock)
        }
        writer.key("estimatedLinesAfter"); writer.int(estimatedLinesAfter)
        if let joins {
            writer.key("joins"); writer.string(joins.rawValue)
        }
        writer.key("linesMoved"); writer.int(linesMoved)
        writer.key("members"); writer.strings(members)
        writer.key("moves"); writer.array(moves)
        writer.key("parts"); writer.array(parts)
        writer.key("responsibility"); writer.string(responsibility.rawValue)
        writer.key("role"); writer.string(role.rawValue)
        writer.key("suggestedType"); writer.string(suggestedType)
        writer.endObject()
    }
}

extension PrescriptionPart: JSONSelfWriting {
    func writeJSON(to writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("lines"); writer.ints(lines)
        writer.key("member"); writer.string(member)
        writer.endObject()
    }
}

extension MemberReport: JSONSelfWriting {
    func writeJSON(to writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("endLine"); writer.int(endLine)
        writer.key("file"); writer.string(file)
        writer.key("fragments"); writer.array(fragments)
        writer.key("name"); writer.string(name)
        writer.key("startLine"); writer.int(startLine)
        writer.endObject()
    }
}

extension MemberFragment: JSONSelfWriting {
    func writeJSON(to writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("lines"); writer.ints(lines)
        writer.key("responsibility"); writer.string(responsibility.rawValue)
        writer.endObject()
    }
}

extension Move: JSONSelfWriting {
    func writeJSON(to writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("file"); writer.string(file)
        writer.key("lines")
        writer.beginArray()
        for range in lines {
            writer.element()
            writer.ints(range)
        }
        writer.endArray()
        writer.key("member"); writer.string(member)
        writer.key("whole"); writer.bool(whole)
        writer.endObject()
    }
}
