import ComposableArchitectureMacros
import MacroTesting
import Testing

@Suite(
  .macros(
    ["ObservationStateIgnored": ObservationStateIgnoredMacro.self],
    indentationWidth: .spaces(2)
  )
)
struct ObservationStateIgnoredMacroTests {
  @Test func expandsToNothing() {
    assertMacro {
      """
      struct State {
        @ObservationStateIgnored var cache = 0
      }
      """
    } expansion: {
      """
      struct State {
        var cache = 0
      }
      """
    }
  }
}
