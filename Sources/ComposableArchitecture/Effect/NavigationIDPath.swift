/// The path of presented features from the root of a store tree to a feature: one identity per
/// presentation level.
///
/// Effects are registered under the path of the feature that created them, so cancellation ids
/// are scoped to a feature instance and dismissing a feature cancels its effects.
public struct NavigationIDPath: Hashable, Sendable {
  @usableFromInline var ids: [AnyHashableSendable]

  /// The root path.
  @inlinable
  public init() {
    self.ids = []
  }

  /// This path extended by one presentation level.
  @inlinable
  public func appending(_ id: AnyHashableSendable) -> Self {
    var path = self
    path.ids.append(id)
    return path
  }

  /// The path up to and including its innermost presentation level, if any: the feature that
  /// `dismiss` dismisses.
  var presentationPrefix: Self? {
    guard
      let index = self.ids.lastIndex(where: {
        ($0.base as? NavigationComponent)?.isPresentation == true
      })
    else { return nil }
    var path = self
    path.ids.removeSubrange((index + 1)...)
    return path
  }

  /// Whether this path equals `prefix` or descends from it.
  @inlinable
  public func hasPrefix(_ prefix: Self) -> Bool {
    self.ids.starts(with: prefix.ids)
  }
}
