/// The path of presented features from the root of a store tree to a feature: one identity per
/// presentation level.
///
/// Effects are registered under the path of the feature that created them, so cancellation ids
/// are scoped to a feature instance and dismissing a feature cancels its effects.
///
/// Plumbing: visible only through `@_spi(Internals)`, for the effect-cancellation SPI mirrors.
@_spi(Internals)
public struct NavigationIDPath: Hashable, Sendable {
  var ids: [AnyHashableSendable]

  /// The root path.
  public init() {
    self.ids = []
  }

  /// This path extended by one presentation level.
  func appending(_ id: AnyHashableSendable) -> Self {
    var path = self
    path.ids.append(id)
    return path
  }

  /// Whether this is the root path, outside any presented feature or collection element.
  var isRoot: Bool {
    self.ids.isEmpty
  }

  /// Whether this path goes through a presented feature.
  var isInPresentedFeature: Bool {
    self.ids.contains { ($0.base as? NavigationComponent)?.isPresentation == true }
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
  func hasPrefix(_ prefix: Self) -> Bool {
    self.ids.starts(with: prefix.ids)
  }
}
