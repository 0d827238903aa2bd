/// Dismisses the sheet, cover, popover or pushed screen the view is in.
///
/// The counterpart of SwiftUI's `DismissAction`, read with `@Environment(\.dismiss)`. For a
/// feature presented from a store, dismissing sends the presentation's `dismiss` action; a
/// view that is not presented dismisses nothing.
public struct DismissAction: Equatable {
  let presentation: String?
  let action: @MainActor () -> Void

  /// Dismisses the view's presentation.
  @MainActor
  public func callAsFunction() {
    self.action()
  }

  public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool {
    lhs.presentation == rhs.presentation
  }
}

private struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction(presentation: nil, action: {}) }
}

private struct IsPresentedKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Dismisses the presentation the view is in.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the view is in a presentation (a sheet, a pushed screen …).
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
}
