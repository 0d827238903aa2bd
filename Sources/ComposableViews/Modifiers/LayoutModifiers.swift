/// Edges of a view, for `.padding`.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  /// The top edge.
  case top
  /// The leading edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing

  /// A set of edges.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: Int8
    /// Creates a set.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The leading edge.
    public static let leading = Set(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 4)
    /// The trailing edge.
    public static let trailing = Set(rawValue: 8)
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// Every edge.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// Insets on each edge.
public struct EdgeInsets: Hashable, Sendable {
  /// The top inset.
  public var top: Double
  /// The leading inset.
  public var leading: Double
  /// The bottom inset.
  public var bottom: Double
  /// The trailing inset.
  public var trailing: Double

  /// Creates insets.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

extension View {
  /// Space around the view: 16 points on the edges given, or `length`.
  public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
    let length = cssLength(length ?? 16)
    var declarations: [String] = []
    if edges.contains(.top) { declarations.append("padding-top:\(length)") }
    if edges.contains(.leading) { declarations.append("padding-left:\(length)") }
    if edges.contains(.bottom) { declarations.append("padding-bottom:\(length)") }
    if edges.contains(.trailing) { declarations.append("padding-right:\(length)") }
    return _StyledView(content: self) { $0.styles.append(contentsOf: declarations) }
  }

  /// Space of `length` points around the view.
  public func padding(_ length: Double) -> some View {
    self.styled("padding:\(cssLength(length))")
  }

  /// Space around the view, edge by edge.
  public func padding(_ insets: EdgeInsets) -> some View {
    self.styled(
      "padding:\(cssLength(insets.top)) \(cssLength(insets.trailing)) "
        + "\(cssLength(insets.bottom)) \(cssLength(insets.leading))")
  }

  /// A fixed size for the view. Shapes and geometry readers inside are drawn for that size.
  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
    -> some View
  {
    var declarations: [String] = []
    if let width { declarations.append("width:\(cssLength(width))") }
    if let height { declarations.append("height:\(cssLength(height))") }
    return _StyledView(content: _ProposedSizeView(content: self, width: width, height: height)) {
      $0.styles.append(contentsOf: declarations)
    }
  }

  /// Bounds for the view's size; `.infinity` for a maximum makes it take the room there is.
  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) -> some View {
    var declarations: [String] = []
    if let minWidth { declarations.append("min-width:\(cssLength(minWidth))") }
    if let maxWidth {
      declarations.append(
        maxWidth == .infinity
          ? "flex-grow:1;align-self:stretch" : "max-width:\(cssLength(maxWidth))")
    }
    if let minHeight { declarations.append("min-height:\(cssLength(minHeight))") }
    if let maxHeight {
      declarations.append(
        maxHeight == .infinity ? "flex-grow:1" : "max-height:\(cssLength(maxHeight))")
    }
    switch alignment.horizontal {
    case .leading: declarations.append("justify-content:flex-start;text-align:left")
    case .trailing: declarations.append("justify-content:flex-end;text-align:right")
    default: break
    }
    return _StyledView(content: self) { $0.styles.append(contentsOf: declarations) }
  }

  /// The view, partly transparent.
  public func opacity(_ opacity: Double) -> some View {
    self.styled("opacity:\(min(max(opacity, 0), 1))")
  }

  /// Rounded corners.
  public func cornerRadius(_ radius: Double) -> some View {
    self.styled("border-radius:\(cssLength(radius))", "overflow:hidden")
  }

  /// Hides the view, keeping its room.
  public func hidden() -> some View {
    self.styled("visibility:hidden")
  }

  /// How several lines of text align.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    switch alignment {
    case .leading: return self.styled("text-align:left")
    case .center: return self.styled("text-align:center")
    case .trailing: return self.styled("text-align:right")
    }
  }

  /// The number of lines text may take; accepted, text wraps as it needs.
  public func lineLimit(_ number: Int?) -> some View {
    guard let number, number == 1 else { return self.styled() }
    return self.styled("white-space:nowrap", "overflow:hidden", "text-overflow:ellipsis")
  }

  /// Gives the view a new identity: when `id` changes, the view is a new one (its state and
  /// tasks start over).
  public func id<ID: Hashable>(_ id: ID) -> some View {
    _IdentifiedView(content: self, id: idSegment(String(describing: id)))
  }
}

/// A view with an explicit identity: what `.id(_:)` builds.
public struct _IdentifiedView<Content: View>: _PrimitiveView {
  let content: Content
  let id: String

  public func _render(in renderer: _Renderer) {
    renderer.withPath("i" + self.id) { renderer.render(self.content) }
  }
}
