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

extension EnvironmentValues {
  /// Dismisses the presentation the view is in.
  @Entry public var dismiss: DismissAction = DismissAction(presentation: nil, action: {})

  /// Whether the view is in a presentation (a sheet, a pushed screen …).
  @Entry public var isPresented: Bool = false
}
