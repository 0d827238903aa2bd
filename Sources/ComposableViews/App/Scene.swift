/// A part of an app's user interface: on a page, the content of its window.
///
/// The counterpart of SwiftUI's `Scene`. An app's `body` is made of scenes, usually one
/// ``WindowGroup``; the live server gives each browser tab the content of the app's first window.
@MainActor
@preconcurrency
public protocol Scene {
  /// The type of scene this scene's body is made of.
  associatedtype Body: Scene

  /// The content of the scene.
  @SceneBuilder
  var body: Body { get }

  /// The root views of the scene's windows, in order. Scenes built into this module implement
  /// it; your scenes never do.
  static func _windows(of scene: Self) -> [AnyView]
}

extension Scene {
  /// A scene made of other scenes has the windows of its body.
  public static func _windows(of scene: Self) -> [AnyView] {
    Body._windows(of: scene.body)
  }
}

extension Never: Scene {}

/// A scene built into this module: it has windows and no body. Not for your scenes.
@MainActor
public protocol _PrimitiveScene: Scene where Body == Never {
  /// The root views of the scene's windows.
  var _windows: [AnyView] { get }
}

extension _PrimitiveScene {
  /// Built-in scenes have no body; asking for it is a programming error, as in SwiftUI.
  public var body: Never {
    fatalError("\(Self.self) is a scene built into ComposableViews and has no body.")
  }

  /// The scene's own windows.
  public static func _windows(of scene: Self) -> [AnyView] { scene._windows }
}

/// Builds an app's scenes from the scenes listed in a `body`.
@MainActor
@resultBuilder
public enum SceneBuilder {
  /// One scene.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  /// Several scenes, in order.
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content)
    -> _SceneList
  {
    var windows: [AnyView] = []
    for scene in repeat each content {
      windows += _windowsOf(scene)
    }
    return _SceneList(_windows: windows)
  }

  /// A scene present only when a condition holds at compile time (`#if`).
  public static func buildOptional(_ content: (some Scene)?) -> _SceneList {
    _SceneList(_windows: content.map { _windowsOf($0) } ?? [])
  }

  /// One of two scenes, chosen by a condition.
  public static func buildEither(first: some Scene) -> _SceneList {
    _SceneList(_windows: _windowsOf(first))
  }

  /// One of two scenes, chosen by a condition.
  public static func buildEither(second: some Scene) -> _SceneList {
    _SceneList(_windows: _windowsOf(second))
  }
}

/// Several scenes of an app's body, as ``SceneBuilder`` lists them.
public struct _SceneList: _PrimitiveScene {
  /// The windows of every scene in the list.
  public let _windows: [AnyView]
}

@MainActor
private func _windowsOf<S: Scene>(_ scene: S) -> [AnyView] { S._windows(of: scene) }
