/// Whether the person is editing a list: deleting and moving its rows.
///
/// The counterpart of SwiftUI's `EditMode`, read and written through the `editMode` environment
/// value that an ``EditButton`` toggles.
public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Editing for a moment (a swipe to delete, in SwiftUI).
  case transient
  /// Editing.
  case active

  /// Whether this is an editing mode (`active` or `transient`).
  public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
  /// The edit mode of this part of the screen, when a parent provides one with
  /// `.environment(\.editMode, $store.editMode)`.
  @Entry public var editMode: Binding<EditMode>?
}

/// A button that turns the edit mode of its part of the screen on and off: "Edit", then "Done".
///
/// The counterpart of SwiftUI's `EditButton`. Without an `editMode` in its environment it does
/// nothing and reports where to provide one.
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  /// An edit button.
  public init() {}

  /// A button titled for the current mode.
  public var body: some View {
    let isEditing = self.editMode?.wrappedValue.isEditing ?? false
    Button(isEditing ? "Done" : "Edit") {
      guard let editMode = self.editMode else {
        reportIssue(
          """
          EditButton was tapped, but no edit mode is in its environment, so it does nothing. \
          Give its screen one: `.environment(\\.editMode, $store.editMode)`.
          """
        )
        return
      }
      editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
    }
  }
}
