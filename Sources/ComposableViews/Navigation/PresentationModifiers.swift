/// A height a sheet can rest at.
///
/// The counterpart of SwiftUI's `PresentationDetent`. A page's sheet is a dialog as tall as its
/// content: the detents are accepted and have no effect.
public struct PresentationDetent: Hashable, Sendable {
  let name: String

  /// Half the screen.
  public static let medium = PresentationDetent(name: "medium")
  /// The whole screen.
  public static let large = PresentationDetent(name: "large")

  /// A fraction of the screen's height.
  public static func fraction(_ fraction: Double) -> PresentationDetent {
    PresentationDetent(name: "fraction:\(fraction)")
  }

  /// A height in points.
  public static func height(_ height: Double) -> PresentationDetent {
    PresentationDetent(name: "height:\(height)")
  }
}

extension View {
  /// The heights the sheet presenting this view can rest at: no effect on a page, whose sheets
  /// are as tall as their content.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    self
  }

  /// Whether the person can swipe the sheet presenting this view away. A page's sheet has no
  /// swipe: it closes through its own buttons, so this has no effect.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    self
  }
}
