import ComposableArchitecture

/// A detail screen of the demo, pushed on its navigation stack: it can push another.
@Reducer
public struct DemoDetail {
  /// Its state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// How deep it is in the stack: 1 for the first pushed.
    public var depth: Int
    /// A screen at `depth`.
    public init(depth: Int) {
      self.depth = depth
    }
  }

  /// Its actions.
  public enum Action: Equatable, Sendable {
    /// The Open detail button: the demo pushes another detail screen.
    case openDetailTapped
  }

  /// A feature.
  public init() {}

  /// The reducer: the demo acts on what this screen asks.
  public var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}
