/// Whether a confirmation dialog shows its title, mirroring SwiftUI's `Visibility`.
///
/// ```swift
/// ConfirmationDialogState(titleVisibility: .visible) { TextState("Share") } actions: { … }
/// ```
public enum ConfirmationDialogStateTitleVisibility: Hashable, Sendable {
  /// The platform decides whether to show the title.
  case automatic

  /// The title is hidden.
  case hidden

  /// The title is shown.
  case visible
}
