/// The semantic purpose of a button, mirroring SwiftUI's `ButtonRole`.
///
/// ```swift
/// ButtonState(role: .cancel) { TextState("Cancel") }
/// ```
public enum ButtonStateRole: Hashable, Sendable {
  /// A button that cancels the current operation.
  case cancel

  /// A button that deletes data or performs another irreversible operation.
  case destructive
}
