import ComposableArchitecture

/// The demo's sheet: a line of text and a Close button.
@Reducer
public struct DemoSheet {
  /// Its state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// A sheet.
    public init() {}
  }

  /// Its actions.
  public enum Action: Equatable, Sendable {
    /// The Close button: the demo dismisses the sheet.
    case closeTapped
  }

  /// A feature.
  public init() {}

  /// The reducer: the demo acts on what the sheet asks.
  public var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}
