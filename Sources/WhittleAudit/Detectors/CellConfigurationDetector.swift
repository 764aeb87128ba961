extension ResponsibilityDetector {
    /// `cellConfiguration`: Members that register or dequeue cells and fill them from a model object.
    static let cellConfiguration = ResponsibilityDetector(
        responsibility: .cellConfiguration,
        summary: "Members that register or dequeue cells and fill them from a model object.",
        signals: [
            Signal(.call("dequeueReusableCell"), "dequeues a cell to fill it"),
            Signal(.call("dequeueReusableSupplementaryView"), "dequeues a supplementary view to fill it"),
            Signal(.call("dequeueConfiguredReusableCell"), "dequeues and configures a cell"),
            Signal(.call("dequeueReusableHeaderFooterView"), "dequeues a header or footer to fill it"),
            Signal(.call("register"), "registers a cell class or nib", receivers: .own),
            Signal(.call("makeView"), "makes an NSTableView cell view to fill it", receivers: .own),
            Signal(.call("defaultContentConfiguration"), "builds a cell content configuration"),
            Signal(.type("UIListContentConfiguration"), "builds a cell content configuration"),
            Signal(.member("contentConfiguration"), "sets a cell's content configuration"),
            Signal(.signature("tableView(_:willDisplay:forRowAt:)"), "adjusts a cell before it shows"),
            Signal(.call("UITableViewCell"), "creates a cell in code"),
            Signal(.call("UICollectionViewCell"), "creates a cell in code"),
            Signal(.member("textLabel"), "fills a cell's built-in label"),
            Signal(.member("detailTextLabel"), "fills a cell's built-in label"),
            Signal(.signature("collectionView(_:willDisplay:forItemAt:)"), "adjusts a cell before it shows"),
            Signal(.signature("tableView(_:viewFor:row:)"), "fills an NSTableView cell view"),
        ],
        triggeringExamples: cellConfigurationTriggeringExamples,
        nonTriggeringExamples: cellConfigurationNonTriggeringExamples)
}
