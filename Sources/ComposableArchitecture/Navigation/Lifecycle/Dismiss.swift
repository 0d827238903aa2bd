/// An effect that dismisses the current presentation.
///
/// Execute this in the effect returned from a reducer of a presented feature to dismiss it
/// (the parent's `ifLet` or stack `forEach` receives `.dismiss` / `.popFrom(id:)`):
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
///
/// case .closeButtonTapped:
///   return .run { _ in await self.dismiss() }
/// ```
///
/// Calling it from a feature that is not presented reports an issue.
public struct DismissEffect: Sendable {
  private let dismiss: (@Sendable () async -> Void)?
  /// Whether `dismiss` only dismisses the root feature: presented features still dismiss
  /// themselves (a test store's dismissal of its own feature).
  private let dismissesOnlyRoot: Bool

  /// The dismiss effect that dismisses the presented feature running the current effect.
  init() {
    self.dismiss = nil
    self.dismissesOnlyRoot = false
  }

  /// A dismiss effect that dismisses presented features as usual, and runs `dismissRoot` when
  /// called from the root feature.
  init(dismissingRoot dismissRoot: @escaping @Sendable () async -> Void) {
    self.dismiss = dismissRoot
    self.dismissesOnlyRoot = true
  }

  /// Creates a dismiss effect that runs the given closure, to control dismissal in tests.
  ///
  /// ```swift
  /// let isDismissed = LockIsolated(false)
  /// let store = TestStore(initialState: Child.State()) { Child() } withDependencies: {
  ///   $0.dismiss = DismissEffect { isDismissed.setValue(true) }
  /// }
  /// ```
  public init(_ dismiss: @escaping @Sendable () async -> Void) {
    self.dismiss = dismiss
    self.dismissesOnlyRoot = false
  }

  /// Whether calling this effect here would dismiss something: a closure it was given, or the
  /// presented feature that the code running now belongs to (see `PresentationContext`).
  var canDismiss: Bool {
    self.dismiss != nil || PresentationContext.isPresented
  }

  /// Dismisses the presented feature that runs the current effect.
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    if let dismiss = self.dismiss, !self.dismissesOnlyRoot {
      await dismiss()
      return
    }
    let context = EffectContext.current
    guard let path = context.path.presentationPrefix else {
      if let dismiss = self.dismiss {
        await dismiss()
        return
      }
      reportIssue(
        """
        A reducer requested dismissal at \(fileID):\(line), but couldn't be dismissed: it is \
        not running in a presented feature.

        'dismiss' dismisses a feature presented with 'ifLet(\\.$destination, action: …)' or \
        pushed on a stack with 'forEach(\\.path, action: …)', and must be called from an effect \
        of that feature ('return .run { _ in await self.dismiss() }').
        """,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
      return
    }
    context.registry.requestDismissal(
      listenerKey: .init(id: AnyHashableSendable(DismissListenerID()), path: path))
  }
}

extension DependencyValues {
  /// An effect that dismisses the current presentation.
  ///
  /// See ``DismissEffect`` for more information.
  public var dismiss: DismissEffect {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
}

private enum DismissKey: DependencyKey {
  static let liveValue = DismissEffect()
  static let testValue = DismissEffect()
}
