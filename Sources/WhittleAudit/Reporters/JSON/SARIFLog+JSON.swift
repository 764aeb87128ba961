// The SARIF log's parts, written by ``JSONTextWriter``, keys in byte order.

extension SARIFLog.Rule: JSONSelfWriting {
    func writeJSON(to writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("defaultConfiguration")
        writer.beginObject()
        writer.key("level"); writer.string(defaultConfiguration.level)
        writer.endObject()
        writer.key("fullDescription"); fullDescription.writeJSON(to: &writer)
        writer.key("help")
        writer.beginObject()
        writer.key("markdown"); writer.string(help.markdown)
        writer.key("text"); writer.string(help.text)
        writer.endObject()
        writer.key("id"); writer.string(id)
        writer.key("name"); writer.string(name)
        writer.key("shortDescription"); shortDescription.writeJSON(to: &writer)
        writer.endObject()
    }
}

extension SARIFLog.Text: JSONSelfWriting {
    func writeJSON(to writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("text"); writer.string(text)
        writer.endObject()
    }
}

extension SARIFLog.ArtifactLocation: JSONSelfWriting {
    func writeJSON(to writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("uri"); writer.string(uri)
        if let uriBaseId {
            writer.key("uriBaseId"); writer.string(uriBaseId)
        }
        writer.endObject()
    }
}

extension SARIFLog.Result: JSONSelfWriting {
    func writeJSON(to writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("level"); writer.string(level)
        writer.key("locations"); writer.array(locations)
        writer.key("message"); message.writeJSON(to: &writer)
        writer.key("partialFingerprints")
        writer.beginObject()
        for key in partialFingerprints.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            writer.key(named: key); writer.string(partialFingerprints[key] ?? "")
        }
        writer.endObject()
        writer.key("properties")
        writer.beginObject()
        for key in properties.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            writer.key(named: key); writer.string(properties[key] ?? "")
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
        writer.key("artifactLocation"); physicalLocation.artifactLocation.writeJSON(to: &writer)
        writer.key("region")
        writer.beginObject()
        writer.key("startColumn"); writer.int(physicalLocation.region.startColumn)
        writer.key("startLine"); writer.int(physicalLocation.region.startLine)
        writer.endObject()
        writer.endObject()
        writer.endObject()
    }
}
