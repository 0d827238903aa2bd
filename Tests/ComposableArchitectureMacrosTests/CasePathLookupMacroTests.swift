import ComposableArchitectureMacros
import MacroTesting
import Testing

@Suite(.macros(["_CasePathLookup": CasePathLookupMacro.self], indentationWidth: .spaces(2)))
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
    } expansion: {
      """
      enum Action {
        case child(PresentationAction<Child.Action>)
        case tap, tapOther
        case response(Result<Int, any Error>)

        static func _$casePath(of root: Self) -> Any {
          switch root {
          case .child:
            return Self.allCasePaths.child
          case .tap:
            return Self.allCasePaths.tap
          case .tapOther:
            return Self.allCasePaths.tapOther
          case .response:
            return Self.allCasePaths.response
          }
        }
      }

      extension Action: ComposableArchitecture._CasePathLookup {
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
    } expansion: {
      """
      public enum Action {
        case tap

        public static func _$casePath(of root: Self) -> Any {
          switch root {
          case .tap:
            return Self.allCasePaths.tap
          }
        }
      }

      extension Action: ComposableArchitecture._CasePathLookup {
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
    } expansion: {
      """
      enum Action {

        static func _$casePath(of root: Self) -> Any {
          root
        }
      }

      extension Action: ComposableArchitecture._CasePathLookup {
      }
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
    } expansion: {
      """
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
    } expansion: {
      """
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
    } expansion: {
      """
      enum Action: _CasePathLookup {
        case tap
      }
      """
    }
  }
}
