// SARIF results, the bulk of a SARIF log, written directly (see ``JSONSelfWriting``); keys in
// byte order, as `.sortedKeys` writes them.

extension SARIFLog.Result: JSONSelfWriting {
    func writeJSON(to writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("level"); writer.string(level)
        writer.key("locations"); writer.array(locations)
        writer.key("message")
        writer.beginObject()
        writer.key("text"); writer.string(message.text)
        writer.endObject()
        writer.key("partialFingerprints")
        writer.beginObject()
        for key in partialFingerprints.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            writer.key(key); writer.string(partialFingerprints[key] ?? "")
        }
        writer.endObject()
        writer.key("properties")
        writer.beginObject()
        for key in properties.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            writer.key(key); writer.string(properties[key] ?? "")
        }
        writer.endObject()
        writer.key("ruleId"); writer.string(ruleId)
        writer.key("ruleIndex"); writer.int(ruleIndex)
        writer.endObject()
    }
}

extension SARIFLog.Location: JSONSelfWriting {
    func writeJSON(to writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("physicalLocation")
        writer.beginObject()
        writer.key("artifactLocation")
        writer.beginObject()
        writer.key("uri"); writer.string(physicalLocation.artifactLocation.uri)
        if let base = physicalLocation.artifactLocation.uriBaseId {
            writer.key("uriBaseId"); writer.string(base)
        }
        writer.endObject()
        writer.key("region")
        writer.beginObject()
        writer.key("startColumn"); writer.int(physicalLocation.region.startColumn)
        writer.key("startLine"); writer.int(physicalLocation.region.startLine)
        writer.endObject()
        writer.endObject()
        writer.endObject()
    }
}
