#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// An app: the type marked `@main` whose `body` lists its scenes.
///
/// The counterpart of SwiftUI's `App`, so that an iOS app's entry point runs unchanged:
///
/// ```swift
/// @main
/// struct TodosApp: App {
///   static let store = Store(initialState: Todos.State()) { Todos() }
///   var body: some Scene {
///     WindowGroup { AppView(store: Self.store) }
///   }
/// }
/// ```
///
/// Its `main()` runs the app with the runner linked into the program: the live server's, when
/// the executable depends on `ComposableLiveServer` (the `LiveServer` trait), serves it to
/// browsers and prints the address. Each tab gets a new `TodosApp()` and the content of its first
/// window; a store kept in a `static let`, as Xcode's templates do, is one store shared by every
/// tab (the program is the app), so every tab shows the same state.
@MainActor
@preconcurrency
public protocol App {
  /// The type of scene the app's body is made of.
  associatedtype Body: Scene

  /// The app's scenes.
  @SceneBuilder
  var body: Body { get }

  /// Creates the app; the runner calls it once for each window it shows.
  init()
}

extension App {
  /// Runs the app with the runner linked into the program, and exits when it returns. Without
  /// one, reports what to link and exits with status 1.
  public static func main() {
    guard let runner = AppRunner.linked.first else {
      reportIssue(
        """
        \(Self.self).main() found no way to run an app: link the live server (depend on the \
        `ComposableLiveServer` product, with this package's `LiveServer` trait) into the \
        executable, and it serves the app to browsers.
        """
      )
      exit(1)
    }
    runner.run(Self.self)
  }

  /// The root view of the app's first window, for a new window (a new browser tab).
  public static func _firstWindow() -> AnyView? {
    let app = Self()
    return Body._windows(of: app.body).first
  }
}
