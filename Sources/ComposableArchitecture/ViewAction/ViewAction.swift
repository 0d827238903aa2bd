/// Defines the actions that can be sent from a view.
///
/// Conform your feature's action to this protocol with a `view` case holding actions the view
/// sends, and apply ``ViewAction(for:)`` to the view so it can only send those:
///
/// ```swift
/// enum Action: ViewAction {
///   case loginResponse(Bool)
///   case view(View)
///   enum View { case loginButtonTapped }
/// }
/// ```
public protocol ViewAction<ViewAction> {
  /// The actions a view can send.
  associatedtype ViewAction
  /// Embeds a view action.
  static func view(_ action: ViewAction) -> Self
}

/// A type that holds a store whose actions are ``ViewAction``s, and sends view actions to it.
@MainActor
public protocol ViewActionSending<State, Action> {
  /// The state of the store.
  associatedtype State
  /// The actions of the store.
  associatedtype Action: ViewAction
  /// The store.
  var store: Store<State, Action> { get }
}

extension ViewActionSending {
  /// Sends a view action to the store.
  @discardableResult
  public func send(_ action: Action.ViewAction) -> StoreTask {
    self.store.send(.view(action))
  }
}
