import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin vending the Composable Architecture's macros.
@main
struct ComposableArchitectureMacrosPlugin: CompilerPlugin {
  let providingMacros: [Macro.Type] = [
    CasePathLookupMacro.self,
    EntryMacro.self,
    ObservableStateMacro.self,
    ObservationStateIgnoredMacro.self,
    ObservationStateTrackedMacro.self,
    PresentsMacro.self,
    PreviewMacro.self,
    ReducerCaseEphemeralMacro.self,
    ReducerCaseIgnoredMacro.self,
    ReducerMacro.self,
    ViewActionMacro.self,
  ]
}
