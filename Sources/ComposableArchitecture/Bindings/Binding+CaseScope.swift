/// A store of an enum of reducers (a ``CaseReducer``) whose ``Store/case`` is case pathable, as
/// the ``Reducer()`` macro makes it: the plumbing that lets a binding to an optional destination
/// store be followed by one of its cases. Not for direct use.
public protocol _CaseScopedStore {
  /// The reducer's `CaseScope`.
  associatedtype _CaseScope: CasePathable
  /// The store's current case, as ``Store/case`` gives it.
  @MainActor var _caseScope: _CaseScope { get }
}

extension Store: _CaseScopedStore
where
  State: CaseReducerState,
  State.StateReducer.Action == Action,
  State.StateReducer.CaseScope: CasePathable
{
  /// The store's current case, as ``Store/case`` gives it.
  public var _caseScope: State.StateReducer.CaseScope { self.case }
}

/// An optional ``_CaseScopedStore``: what a binding to a presented destination's store holds.
/// Not for direct use.
public protocol _OptionalCaseScopedStore: ExpressibleByNilLiteral {
  /// The wrapped store's `CaseScope`.
  associatedtype _CaseScope: CasePathable
  /// The wrapped store's current case, or `nil` when nothing is presented.
  @MainActor var _optionalCaseScope: _CaseScope? { get }
}

extension Optional: _OptionalCaseScopedStore where Wrapped: _CaseScopedStore {
  /// The wrapped store's current case, or `nil` when nothing is presented.
  @MainActor public var _optionalCaseScope: Wrapped._CaseScope? { self?._caseScope }
}

extension _OptionalCaseScopedStore {
  /// The value of one case of the presented store, or `nil` when another case (or nothing) is
  /// presented. Writing `nil` dismisses what is presented; writing a value is ignored, as a
  /// destination is presented by its feature's state, not by a view.
  @MainActor
  public subscript<Case>(
    _caseScope casePath: KeyPath<_CaseScope.AllCasePaths, AnyCasePath<_CaseScope, Case>>
  ) -> Case? {
    get {
      _optionalCaseScope.flatMap { _CaseScope.allCasePaths[keyPath: casePath].extract(from: $0) }
    }
    set {
      if newValue == nil { self = nil }
    }
  }
}

#if !canImport(SwiftUI)
  extension Binding where Value: _OptionalCaseScopedStore {
    /// A binding to the store of one case of a presented enum destination, as SwiftUI views
    /// present it:
    ///
    /// ```swift
    /// .alert($store.scope(state: \.$destination, action: \.destination).alert)
    /// .sheet(item: $store.scope(state: \.$destination, action: \.destination).edit) {
    ///   SyncUpFormView(store: $0)
    /// }
    /// ```
    ///
    /// It is `nil` while another case (or nothing) is presented; setting it to `nil` dismisses.
    @MainActor
    public subscript<Case>(
      dynamicMember casePath: KeyPath<
        Value._CaseScope.AllCasePaths, AnyCasePath<Value._CaseScope, Case>
      >
    ) -> Binding<Case?> {
      self[dynamicMember: \.[_caseScope: casePath]]
    }
  }
#endif
