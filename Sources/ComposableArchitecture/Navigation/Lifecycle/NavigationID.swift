// Navigation ids: the id of one child feature (a `NavigationComponent`, built in one place for
// every navigation operator), the path of them from the root to a feature, and what happens to a
// child's effects over its life, for every operator that hosts children (`ifLet`, `ifCaseLet`,
// presentation, stack and `forEach` elements): while it is there its effects run under its id, a
// presented child also runs a dismissal listener (`DismissalHandshake.swift`), and when it goes
// away everything under its id is cancelled.
//
// What an operator remembers of the children it last saw, to tell which went away, lives in its
// state: `PresentationState.lastSeenToken`, `StackState.mounted` (optional children and `forEach`
// compare before and after the parent runs instead).

/// One presentation level of a navigation path.
struct NavigationComponent: Hashable, Sendable {
  // Key paths are immutable values; they are only compared and hashed here.
  let keyPath: UncheckedSendable<AnyKeyPath>
  let identity: AnyHashableSendable?
  /// Whether this level is a presentation (sheet, stack element), where `dismiss` and
  /// `isPresented` apply, rather than an element of a collection.
  var isPresentation = false

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath.value == rhs.keyPath.value && lhs.identity == rhs.identity
      && lhs.isPresentation == rhs.isPresentation
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(self.keyPath.value)
    hasher.combine(self.identity)
  }

  /// The navigation id of the child at `keyPath` whose identity is `identity`: what its effects
  /// run under, and what cancels them when it goes away. The one place such an id is built (for
  /// `ifLet`, `ifCaseLet`, presentation, stack elements and `forEach` elements alike).
  static func id(
    keyPath: AnyKeyPath, identity: AnyHashableSendable?, isPresentation: Bool
  ) -> AnyHashableSendable {
    AnyHashableSendable(
      NavigationComponent(
        keyPath: UncheckedSendable(keyPath), identity: identity, isPresentation: isPresentation
      )
    )
  }
}

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

extension Effect {
  /// Wraps an effect so that its cancellation ids belong to the presented feature `id` (used by
  /// navigation operators).
  @usableFromInline
  func _navigation(id: AnyHashableSendable) -> Self {
    if case .none = self.operation { return .none }
    return Self(operation: .navigation(id: id, self))
  }

  /// An effect that cancels every effect started by the presented feature `id` (used when a
  /// feature is dismissed).
  @usableFromInline
  static func _cancelNavigation(id: AnyHashableSendable) -> Self {
    Self(operation: .cancelNavigation(id: id))
  }

  /// A child's effects, already turned into this operator's actions, run under the child's
  /// navigation `id`; for a presented child, with the listener that sends `dismissal` when the
  /// child calls `dismiss()` (a no-op when one is running already).
  func _asChildEffects(id: AnyHashableSendable, dismissal: Action? = nil) -> Self {
    let effects = self._navigation(id: id)
    guard let dismissal else { return effects }
    return effects.merge(with: .dismissListener(navigationID: id, sending: dismissal))
  }

  /// These effects, plus the cancellation of the effects of every child in `before` that is not
  /// in `after`, plus, when `dismissal` is given, the dismissal listener of every child in
  /// `after` that was not in `before`.
  ///
  /// Complexity: O(n + m) for collections that answer `contains` in O(1) (ordered sets).
  @usableFromInline
  func _withChildrenChanged<Before: Collection, After: Collection>(
    from before: Before,
    to after: After,
    navigationID: (Before.Element) -> AnyHashableSendable,
    dismissal: ((Before.Element) -> Action)? = nil
  ) -> Self where Before.Element == After.Element, Before.Element: Equatable {
    var effects = self
    for child in before where !after.contains(child) {
      effects = effects.merge(with: ._cancelNavigation(id: navigationID(child)))
    }
    if let dismissal {
      for child in after where !before.contains(child) {
        effects = effects.merge(
          with: .dismissListener(navigationID: navigationID(child), sending: dismissal(child))
        )
      }
    }
    return effects
  }
}
