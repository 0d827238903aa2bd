extension Shared {
  /// Unwraps a shared optional: a shared value of the wrapped value, or `nil` when the optional
  /// is `nil` now.
  ///
  /// ```swift
  /// @Shared(.currentUser) var currentUser: User?
  ///
  /// if let user = Shared($currentUser) {
  ///   state.profile = Profile.State(user: user)  // Shared<User>
  /// }
  /// ```
  ///
  /// If the optional later becomes `nil`, the unwrapped value keeps its last value and its
  /// mutations are dropped.
  public init?(_ base: Shared<Value?>) {
    guard let initialValue = base.wrappedValue else { return nil }
    self.init(reference: UnwrappedReference(base: base.reference, initialValue: initialValue))
  }
}

extension SharedReader {
  /// Unwraps a shared optional: a reader of the wrapped value, or `nil` when the optional is
  /// `nil` now.
  public init?(_ base: SharedReader<Value?>) {
    guard let initialValue = base.wrappedValue else { return nil }
    self.init(
      reference: ReadOnlyUnwrappedReference(base: base.reference, initialValue: initialValue)
    )
  }
}
