extension DependencyValues {
  /// A Boolean value that indicates whether the current feature is being presented from a parent
  /// feature (in a reducer of the presented feature, or in one of its effects).
  public var isPresented: Bool {
    get {
      self[IsPresentedKey.self]
        ?? (PresentationContext.isReducingPresentedFeature
          || EffectContext.current.path.presentationPrefix != nil)
    }
    set { self[IsPresentedKey.self] = newValue }
  }
}

private enum IsPresentedKey: DependencyKey {
  static let liveValue: Bool? = nil
  static let testValue: Bool? = nil
}
