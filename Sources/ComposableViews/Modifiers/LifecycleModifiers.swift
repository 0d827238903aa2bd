/// A view with `onAppear`, `onDisappear` or `task` actions: what those modifiers build.
public struct _LifecycleView<Content: View>: _PrimitiveView {
  let content: Content
  let makeEntry: @MainActor () -> LifecycleEntry

  public func _render(in renderer: _Renderer) {
    renderer.registerLifecycle(self.makeEntry())
    renderer.render(self.content)
  }
}

extension View {
  /// Runs an action when the view first appears on screen (after it is rendered).
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    _LifecycleView(content: self) { LifecycleEntry(onAppear: action) }
  }

  /// Runs an action when the view leaves the screen.
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    _LifecycleView(content: self) { LifecycleEntry(onDisappear: action) }
  }

  /// Starts a task when the view appears, cancelled when it leaves the screen:
  ///
  /// ```swift
  /// .task { await store.send(.onTask).finish() }
  /// ```
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    _LifecycleView(content: self) { LifecycleEntry(task: action, priority: priority) }
  }

  /// Starts a task when the view appears, and again (cancelling the running one) whenever `id`
  /// changes; cancelled when the view leaves the screen.
  public func task<ID: Equatable & Hashable>(
    id: ID, priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    _LifecycleView(content: self) {
      LifecycleEntry(task: action, taskID: AnyHashable(id), priority: priority)
    }
  }

  /// Runs an action when a value changes between renders.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false,
    _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    _OnChangeView(content: self, value: value, initial: initial, action: action)
  }
}

/// A view that reacts to a value changing: what `.onChange(of:)` builds.
public struct _OnChangeView<Content: View, Value: Equatable>: _PrimitiveView {
  let content: Content
  let value: Value
  let initial: Bool
  let action: @MainActor (Value, Value) -> Void

  public func _render(in renderer: _Renderer) {
    let last = renderer.localState(default: Optional<Value>.none)
    // Read without observing: the change is the parent's render, not this storage.
    let previous = last.peek
    let value = self.value
    let action = self.action
    if let previous, previous != value {
      renderer.host.afterRender { action(previous, value) }
    } else if previous == nil, self.initial {
      renderer.host.afterRender { action(value, value) }
    }
    last.poke(value)
    renderer.render(self.content)
  }
}

/// Animations are not drawn in a page: changes show at once. These keep the spelling.
extension View {
  /// Animates changes of a value; changes show at once in a page.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    self.styled()
  }

  /// Animates changes; changes show at once in a page.
  public func animation(_ animation: Animation?) -> some View {
    self.styled()
  }

  /// A transition for the view's insertion and removal; changes show at once in a page.
  public func transition(_ transition: AnyTransition) -> some View {
    self.styled()
  }
}

/// A transition, accepted for SwiftUI's spelling.
public struct AnyTransition: Sendable {
  /// Fades in and out.
  public static let opacity = AnyTransition()
  /// Slides in and out.
  public static let slide = AnyTransition()
  /// Scales in and out.
  public static let scale = AnyTransition()
  /// Moves from an edge.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
}
