import ComposableArchitectureMacros
import MacroTesting
import Testing

@Suite(
  .macros(
    ["_CasePathLookup": CasePathLookupMacro.self], indentationWidth: .spaces(2), record: .failed
  )
)
struct CasePathLookupMacroTests {
  @Test func casesWithAndWithoutValues() {
    assertMacro {
      """
      @_CasePathLookup
      enum Action {
        case child(PresentationAction<Child.Action>)
        case tap, tapOther
        case response(Result<Int, any Error>)
      }
      """
    }
  }

  @Test func accessLevelFollowsTheEnum() {
    assertMacro {
      """
      @_CasePathLookup
      public enum Action {
        case tap
      }
      """
    }
  }

  @Test func noCases() {
    assertMacro {
      """
      @_CasePathLookup
      enum Action {}
      """
    }
  }

  @Test func casesUnderConditionalCompilationGenerateNothing() {
    assertMacro {
      """
      @_CasePathLookup
      enum Action {
        case tap
        #if DEBUG
        case debugMenu
        #endif
      }
      """
    }
  }

  @Test func overloadedCaseNamesGenerateNothing() {
    assertMacro {
      """
      @_CasePathLookup
      enum Action {
        case load(id: Int)
        case load(name: String)
      }
      """
    }
  }

  @Test func existingConformanceGeneratesNothing() {
    assertMacro {
      """
      @_CasePathLookup
      enum Action: _CasePathLookup {
        case tap
      }
      """
    }
  }
}
