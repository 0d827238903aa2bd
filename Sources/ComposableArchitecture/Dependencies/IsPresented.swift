extension DependencyValues {
  /// A Boolean value that indicates whether the current feature is being presented from a parent
  /// feature.
  ///
  /// It is `true` in the reducer of a feature presented with
  /// ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)`` or pushed with
  /// ``Reducer/forEach(_:action:destination:fileID:filePath:line:column:)`` (and in the reducers it
  /// composes), and in the effects they start; `false` in the root feature of a ``Store``. As
  /// ``DismissEffect`` is what dismisses a presented feature, a feature whose `dismiss` dependency
  /// was given a closure counts as presented too: the root feature of a ``TestStore``, which can
  /// dismiss itself, or one tested with `$0.dismiss = DismissEffect { … }`.
  public var isPresented: Bool {
    self.dismiss.canDismiss
  }
}
