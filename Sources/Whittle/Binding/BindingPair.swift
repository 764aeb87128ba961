/// One declared binding: a source key path whose value is written to a target key path.
///
/// ```swift
/// BindingPair(\ProfilePresenter.name, to: \ProfileView.nameLabel.text)
/// ```
public struct BindingPair<Source, Target> {
    private let copy: (Source, Target) -> Void

    /// Binds a source value to a target property of the same type.
    ///
    /// - Parameters:
    ///   - source: Where the value is read, typically a presenter's display-ready property.
    ///   - target: Where it is written, typically a view's property such as `\.nameLabel.text`.
    public init<Value>(_ source: KeyPath<Source, Value>, to target: ReferenceWritableKeyPath<Target, Value>) {
        copy = { from, to in to[keyPath: target] = from[keyPath: source] }
    }

    /// Binds a source value to a target property through a conversion, such as `String` to the
    /// `String?` of a label's text or a count to a hidden flag.
    ///
    /// - Parameters:
    ///   - source: Where the value is read.
    ///   - target: Where the converted value is written.
    ///   - transform: Turns the source value into the target's type; keep it pure.
    public init<Value, TargetValue>(
        _ source: KeyPath<Source, Value>,
        to target: ReferenceWritableKeyPath<Target, TargetValue>,
        transform: @escaping (Value) -> TargetValue
    ) {
        copy = { from, to in to[keyPath: target] = transform(from[keyPath: source]) }
    }

    /// Reads the source value and writes it to the target.
    public func apply(from source: Source, to target: Target) {
        copy(source, target)
    }
}
