/// A result builder that collects ``ButtonState`` values, supporting `if`, `if`/`else`, `switch`
/// and `for` loops.
///
/// ```swift
/// AlertState {
///   TextState("Save changes?")
/// } actions: {
///   ButtonState(action: .save) { TextState("Save") }
///   if canDiscard {
///     ButtonState(role: .destructive, action: .discard) { TextState("Discard") }
///   }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// Wraps a single button.
  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
    [expression]
  }

  /// Concatenates the buttons of each statement in a block.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// Produces the buttons of an `if` without `else`, or none when the condition fails.
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }

  /// Produces the buttons of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// Produces the buttons of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// Concatenates the buttons produced by each iteration of a `for` loop.
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// Produces the buttons of an `if #available` block.
  public static func buildLimitedAvailability(
    _ component: [ButtonState<Action>]
  ) -> [ButtonState<Action>] {
    component
  }
}
