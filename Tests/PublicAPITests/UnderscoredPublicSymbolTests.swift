import Testing

/// Underscored public symbols are public only because code in users' modules must reach them:
/// our macros' expansions (a user module cannot `@_spi import` on a macro's behalf), or the
/// result types of public `@inlinable` operators, as in the original library. Each has a reason
/// here; a new one fails this test until it is given one (or made internal).
struct UnderscoredPublicSymbolTests {
  /// Underscored names, each with why it is public. A name covers its own members.
  static let reasons: [String: String] = [
    // Referenced by macro expansions in user modules.
    "_CasePathLookup": "@Reducer conforms a feature's Action to it.",
    "_CasePathLookup()": "@Reducer marks a feature's Action with this macro.",
    "PresentationAction._$casePath(of:)": "_CasePathLookup conformance of a library enum.",
    "StackAction._$casePath(of:)": "_CasePathLookup conformance of a library enum.",
    "_SynthesizedConformance": "Arguments of @Reducer(state:action:), as in the original.",
    "ObservableState._$": "Requirements @ObservableState's expansion implements.",
    "ObservableStateID._$":
      "`_$id(for:)`, `_$inert`, `_$tag(_:)`: enum identities @ObservableState's expansion builds.",
    "ObservationStateRegistrar._$": "Called by @ObservableState's expansion.",
    "_PlainModification": "Token returned to @ObservableState's expansion by the registrar.",
    "_ObservationIdentifiable": "Identity of observable children, read by the expansion.",
    "ObservableState._observationIdentity": "_ObservationIdentifiable conformance.",
    "Optional._observationIdentity": "_ObservationIdentifiable conformance.",
    "Array._observationIdentity": "_ObservationIdentifiable conformance.",
    "IdentifiedArray._observationIdentity": "_ObservationIdentifiable conformance.",
    "PresentationState._observationIdentity": "_ObservationIdentifiable conformance.",
    "StackState._observationIdentity": "_ObservationIdentifiable conformance.",
    "Optional._isReplacement(of:by:)": "_ObservationIdentifiable conformance.",
    "PresentationState._isReplacement(of:by:)": "_ObservationIdentifiable conformance.",
    // Result types of public operators and builders, named as in the original.
    "ReducerBuilder._Conditional": "Built by `if`/`switch` in a reducer body.",
    "ReducerBuilder._Sequence": "Built by consecutive reducers in a reducer body.",
    "ReducerBuilder._SequenceMany": "Built by `for` loops in a reducer body.",
    "_DependencyKeyWritingReducer": "Returned by `dependency(_:_:)` and `transformDependency`.",
    "_ForEachReducer": "Returned by `forEach(_:action:element:)`.",
    "_IfCaseLetReducer": "Returned by `ifCaseLet(_:action:then:)`.",
    "_IfLetReducer": "Returned by `ifLet(_:action:then:)`.",
    "_OnChangeReducer": "Returned by `onChange(of:_:)`.",
    "_PresentationReducer": "Returned by presentation `ifLet`.",
    "_PrintChangesReducer": "Returned by `_printChanges(_:)`.",
    "_StackReducer": "Returned by stack `forEach`.",
    "_StoreBindable": "Returned by `$store.scope`/`sending` bindings, as in the original.",
    "_StoreCollection": "Returned by collection scoping, as in the original.",
    "_SharedKeyDefault": "Returned by `SharedKey[_:default:]`, as in the original.",
    // Public in the original under the same names.
    "Reducer._printChanges(_:)": "Debugging operator of the original.",
    "_ReducerPrinter": "Argument of `_printChanges(_:)`.",
    "_EphemeralState": "Marks alert and dialog state as dismissed by any of its actions.",
    "AlertState._ephemeralActionType":
      "Requirement of `_EphemeralState`: only the alert's own actions dismiss it.",
    "ConfirmationDialogState._ephemeralActionType":
      "Requirement of `_EphemeralState`: only the dialog's own actions dismiss it.",
    "_SendablePartialKeyPath": "Key path type of BindingAction, as in the original.",
    "_SendableWritableKeyPath": "Key path type of BindingAction, as in the original.",
    "ButtonStateAction._ActionType": "The type of ButtonStateAction.type, as in the original.",
    "_PlatformDirectoryURLs":
      "Holds `URL.documentsDirectory` and its siblings where Foundation lacks them: members of a protocol extension, so that Foundation's own, once it has them, win without ambiguity.",
    "_CaseScopedStore": "A store whose case is case pathable: lets a binding follow a case.",
    "_CaseScopedStore._CaseScope": "Requirement of `_CaseScopedStore`.",
    "_CaseScopedStore._caseScope": "Requirement of `_CaseScopedStore`.",
    "Store._caseScope": "`_CaseScopedStore` conformance.",
    "_OptionalCaseScopedStore":
      "The optional store a destination binding holds, as the original's `_OptionalStoreWithCaseScope`.",
    "_OptionalCaseScopedStore._CaseScope": "Requirement of `_OptionalCaseScopedStore`.",
    "_OptionalCaseScopedStore._optionalCaseScope": "Requirement of `_OptionalCaseScopedStore`.",
    "Optional._optionalCaseScope": "`_OptionalCaseScopedStore` conformance.",
    "_OptionalCaseScopedStore.subscript(_caseScope:)":
      "Key path component of `$store.scope(…).case` bindings, formed in users' modules.",
    "Shared._customDiffValues": "Custom dumps of shared values in test failures.",
    "Shared._objectIdentifier": "Identity of a shared reference, compared by TestStore.",
    "SharedReader._customDiffValues": "Custom dumps of shared values in test failures.",
    "SharedReader._objectIdentifier": "Identity of a shared reference, compared by TestStore.",
  ]

  @Test func everyUnderscoredPublicSymbolHasAReason() async throws {
    let symbols = try await SymbolGraph.publicSymbols(ofModule: "ComposableArchitecture")
    let underscored = symbols.filter { symbol in
      symbol.name.split(separator: ".").contains { $0.hasPrefix("_") }
    }
    #expect(!underscored.isEmpty, "The symbol graph lists no underscored public symbol.")
    for symbol in underscored where !Self.hasReason(symbol.name) {
      Issue.record(
        """
        '\(symbol.name)' (\(symbol.location)) is public and underscored, but nothing says why. \
        Make it internal or '@_spi(Internals)', or, if our macros' expansions or public \
        '@inlinable' code in users' modules need it, add it to 'reasons' in \
        UnderscoredPublicSymbolTests.swift.
        """
      )
    }
  }

  @Test func everyReasonNamesASymbolThatExists() async throws {
    let names = try await SymbolGraph.publicSymbols(ofModule: "ComposableArchitecture").map(\.name)
    for key in Self.reasons.keys.sorted() where !names.contains(where: { Self.covers(key, $0) }) {
      Issue.record("'\(key)' is listed in 'reasons' but is no longer public: remove it.")
    }
  }

  private static func hasReason(_ name: String) -> Bool {
    self.reasons.keys.contains { covers($0, name) }
  }

  /// Whether the reason given for `key` covers the symbol `name`: the symbol itself, one of its
  /// members, or (for a key ending in `_$`) any member whose name starts so.
  private static func covers(_ key: String, _ name: String) -> Bool {
    name == key || name.hasPrefix(key + ".") || (key.hasSuffix("_$") && name.hasPrefix(key))
  }
}
