/// How views line up across a stack.
public struct HorizontalAlignment: Hashable, Sendable {
  let css: String
  /// At the start.
  public static let leading = HorizontalAlignment(css: "flex-start")
  /// In the middle.
  public static let center = HorizontalAlignment(css: "center")
  /// At the end.
  public static let trailing = HorizontalAlignment(css: "flex-end")
}

/// How views line up across a row.
public struct VerticalAlignment: Hashable, Sendable {
  let css: String
  /// At the top.
  public static let top = VerticalAlignment(css: "flex-start")
  /// In the middle.
  public static let center = VerticalAlignment(css: "center")
  /// At the bottom.
  public static let bottom = VerticalAlignment(css: "flex-end")
  /// On the first line's baseline.
  public static let firstTextBaseline = VerticalAlignment(css: "baseline")
  /// On the last line's baseline.
  public static let lastTextBaseline = VerticalAlignment(css: "last baseline")
}

/// How a view lines up in both directions.
public struct Alignment: Hashable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// Creates an alignment.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// In the middle.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// At the start, in the middle.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// At the end, in the middle.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// At the top, in the middle.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// At the bottom, in the middle.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// At the top start.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// At the top end.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// At the bottom start.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// At the bottom end.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// How text lines of several lines align.
public enum TextAlignment: Hashable, Sendable {
  /// At the start.
  case leading
  /// In the middle.
  case center
  /// At the end.
  case trailing
}
