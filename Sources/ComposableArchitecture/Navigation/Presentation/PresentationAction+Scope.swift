extension PresentationAction.AllCasePaths {
  /// A case path through a presentation action to a case of the presented action that keeps
  /// the presentation wrapper: `\.destination.editForm` typed as
  /// `CaseKeyPath<Action, PresentationAction<EditForm.Action>>`.
  ///
  /// Where a plain child action is expected, `\.destination.editForm` still means the case path
  /// to `EditForm.Action` (this overload is disfavored). Where a presentation action is expected,
  /// as in `$store.scope(\.destination?.editForm, action: \.destination.editForm)`, this
  /// one applies, so the scope can both reach the child (`.presented`) and dismiss it
  /// (`.dismiss`). Dismissal is shared by every case: extracting from `.dismiss` gives
  /// `.dismiss`.
  @_disfavoredOverload
  public subscript<AppendedAction>(
    dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, AppendedAction>>
  ) -> AnyCasePath<PresentationAction, PresentationAction<AppendedAction>>
  where Action: CasePathable {
    presentationCasePath(Action.allCasePaths[keyPath: keyPath])
  }
}

/// Lifts a case path between actions to one between their presentation actions, sharing
/// `dismiss`. Kept free of protocol constraints so its closures capture no conformances.
private func presentationCasePath<Action, AppendedAction>(
  _ casePath: AnyCasePath<Action, AppendedAction>
) -> AnyCasePath<PresentationAction<Action>, PresentationAction<AppendedAction>> {
  AnyCasePath(
    embed: { action in
      switch action {
      case .dismiss: .dismiss
      case .presented(let action): .presented(casePath.embed(action))
      }
    },
    extract: { action in
      switch action {
      case .dismiss: .dismiss
      case .presented(let action): casePath.extract(from: action).map { .presented($0) }
      }
    }
  )
}
