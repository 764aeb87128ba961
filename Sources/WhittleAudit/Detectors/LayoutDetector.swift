extension ResponsibilityDetector {
    /// `layout`: Members that compute frames and sizes: viewDidLayoutSubviews work, CGRect arithmetic, size-class-driven layout changes, row heights and item sizes.
    static let layout = ResponsibilityDetector(
        responsibility: .layout,
        summary: "Members that compute frames and sizes: viewDidLayoutSubviews work, CGRect arithmetic, size-class-driven layout changes, row heights and item sizes.",
        signals: [
            Signal(.member("frame"), "reads or sets a frame"),
            Signal(.member("bounds"), "computes from bounds"),
            Signal(.member("center"), "positions a view", receivers: .others),
            // Insets are layout (Wikipedia's ArticleViewController sizes its table of contents
            // with them) unless the member handles the keyboard: then they are keyboard avoidance.
            Signal(.member("contentInset"), "adjusts scroll insets", unless: [.keyboard]),
            Signal(.member("scrollIndicatorInsets"), "adjusts scroll indicator insets", unless: [.keyboard]),
            Signal(.member("verticalScrollIndicatorInsets"), "adjusts scroll indicator insets", unless: [.keyboard]),
            Signal(.member("contentOffset"), "adjusts the scroll offset"),
            Signal(.member("rowHeight"), "sets row heights"),
            Signal(.member("estimatedRowHeight"), "sets row heights"),
            Signal(.member("itemSize"), "sets item sizes"),
            Signal(.member("horizontalSizeClass"), "changes layout by size class"),
            Signal(.member("verticalSizeClass"), "changes layout by size class"),
            Signal(.call("sizeThatFits"), "measures a view"),
            Signal(.call("systemLayoutSizeFitting"), "measures a view"),
            Signal(.call("CGRect"), "computes a rectangle"),
            Signal(.call("CGSize"), "computes a size"),
            Signal(.call("CGPoint"), "computes a point"),
            Signal(.call("insetBy"), "does rectangle arithmetic"),
            Signal(.call("divided"), "does rectangle arithmetic"),
            Signal(.signature("viewDidLayoutSubviews()"), "lays out subviews"),
            Signal(.signature("viewWillLayoutSubviews()"), "lays out subviews"),
            Signal(.signature("viewDidLayout()"), "lays out subviews"),
            Signal(.signature("tableView(_:heightForRowAt:)"), "answers a row height"),
            Signal(.signature("tableView(_:estimatedHeightForRowAt:)"), "answers a row height"),
            Signal(.signature("tableView(_:heightForHeaderInSection:)"), "answers a header height"),
            Signal(.signature("collectionView(_:layout:sizeForItemAt:)"), "answers an item size"),
            Signal(.signature("collectionView(_:layout:insetForSectionAt:)"), "answers section insets"),
            Signal(.signature("collectionView(_:layout:minimumLineSpacingForSectionAt:)"), "answers spacing"),
            Signal(.signature("collectionView(_:layout:minimumInteritemSpacingForSectionAt:)"), "answers spacing"),
            Signal(.signature("viewWillTransition(to:with:)"), "changes layout for a new size"),
            Signal(.signature("traitCollectionDidChange(_:)"), "changes layout for new traits"),
        ],
        triggeringExamples: layoutTriggeringExamples,
        nonTriggeringExamples: layoutNonTriggeringExamples)
}
