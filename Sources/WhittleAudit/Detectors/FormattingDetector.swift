extension ResponsibilityDetector {
    /// `formatting`: Members that turn model values into display text or attributed text: formatters, String(format:), string interpolation of model data (log messages excluded), pluralisation.
    static let formatting = ResponsibilityDetector(
        responsibility: .formatting,
        summary: "Members that turn model values into display text or attributed text: formatters, String(format:), string interpolation of model data (log messages excluded), pluralisation.",
        signals: [
            Signal(.type("DateFormatter"), "formats dates for display"),
            Signal(.type("NumberFormatter"), "formats numbers for display"),
            Signal(.type("ISO8601DateFormatter"), "formats dates"),
            Signal(.type("DateComponentsFormatter"), "formats durations for display"),
            Signal(.type("RelativeDateTimeFormatter"), "formats relative dates for display"),
            Signal(.type("MeasurementFormatter"), "formats measurements for display"),
            Signal(.type("ByteCountFormatter"), "formats sizes for display"),
            Signal(.type("PersonNameComponentsFormatter"), "formats names for display"),
            Signal(.type("ListFormatter"), "formats lists for display"),
            Signal(.type("NSAttributedString"), "builds attributed text"),
            Signal(.type("NSMutableAttributedString"), "builds attributed text"),
            Signal(.type("AttributedString"), "builds attributed text"),
            Signal(.type("NSMutableParagraphStyle"), "styles attributed text"),
            Signal(.labeledCall("String(format:)"), "formats text"),
            Signal(.labeledCall("String(format:_:)"), "formats text"),
            Signal(.labeledCall("string(from:)"), "formats a value with a formatter"),
            Signal(.call("localizedStringWithFormat"), "formats localized text"),
            Signal(.call("formatted"), "formats a value for display"),
            Signal(.interpolation, "builds display text by interpolation"),
        ],
        triggeringExamples: formattingTriggeringExamples,
        nonTriggeringExamples: formattingNonTriggeringExamples)
}
