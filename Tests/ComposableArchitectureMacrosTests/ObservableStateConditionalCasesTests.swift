import ComposableArchitectureMacros
import MacroTesting
import Testing

@Suite(.macros(["ObservableState": ObservableStateMacro.self], indentationWidth: .spaces(2)))
struct ObservableStateConditionalCasesTests {
  @Test func enumCasesInsideConditionalCompilationKeepTheirClause() {
    assertMacro {
      """
      @ObservableState
      enum State {
        case other(Other.State)
        #if DEBUG
          case debug
        #else
          case release(Release.State)
        #endif
      }
      """
    } expansion: {
      """
      enum State {
        case other(Other.State)
        #if DEBUG
          case debug
        #else
          case release(Release.State)
        #endif

        public var _$id: ComposableArchitecture.ObservableStateID {
          switch self {
          case let .other(v0):
            return ._$id(for: v0)._$tag(0)
          #if DEBUG
          case .debug:
            return ._$inert._$tag(1)
          #else
          case let .release(v0):
            return ._$id(for: v0)._$tag(2)
          #endif
          }
        }

        public mutating func _$willModify() {
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """
    }
  }
}
