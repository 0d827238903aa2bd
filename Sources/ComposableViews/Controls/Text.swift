import Foundation

/// A view that shows text.
///
/// The counterpart of SwiftUI's `Text`: literals with interpolation, `verbatim:`, strings,
/// `TextState`, formatted values, concatenation with `+`, and the text modifiers `.bold()`,
/// `.italic()`, `.font(_:)` and `.foregroundColor(_:)`, which keep it a `Text`.
///
/// ```swift
/// Text("\(store.count) left").bold() + Text(" today")
/// ```
public struct Text: _PrimitiveView, Equatable {
  struct Run: Equatable {
    var string: String
    var styles: [String] = []
  }
  var runs: [Run]
  var accessibilityHeading = false

  /// Shows a string literal, with its interpolations.
  public init(_ key: LocalizedStringKey) {
    self.runs = [Run(string: key.text)]
  }

  /// Shows a string as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.runs = [Run(string: String(content))]
  }

  /// Shows a string as it is, never looked up for localization.
  public init(verbatim content: String) {
    self.runs = [Run(string: content)]
  }

  /// Shows text state, as the library's alerts and buttons carry it.
  public init(_ state: TextState) {
    self.runs = [Run(string: String(state: state))]
  }

  /// Shows a value formatted with a format style: `Text(duration, format: .units())`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    self.runs = [Run(string: format.format(input))]
  }

  /// Shows a date formatted with a date style.
  public init(_ date: Date, style: DateStyle) {
    self.runs = [Run(string: style.format(date))]
  }

  /// The text without styles.
  public var plainText: String {
    self.runs.map(\.string).joined()
  }

  /// Joins two texts, keeping the styles of each.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var text = lhs
    text.runs += rhs.runs
    return text
  }

  /// Bold text.
  public func bold(_ isActive: Bool = true) -> Text {
    isActive ? self.styled("font-weight:600") : self
  }

  /// Italic text.
  public func italic(_ isActive: Bool = true) -> Text {
    isActive ? self.styled("font-style:italic") : self
  }

  /// Text in a font.
  public func font(_ font: Font?) -> Text {
    guard let font else { return self }
    return self.styled(font.css)
  }

  /// Text in a weight.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    guard let weight else { return self }
    return self.styled("font-weight:\(weight.value)")
  }

  /// Text in a colour.
  public func foregroundColor(_ color: Color?) -> Text {
    guard let color else { return self }
    return self.styled("color:\(color.css)")
  }

  /// Text in a colour.
  public func foregroundStyle(_ color: Color) -> Text {
    self.styled("color:\(color.css)")
  }

  /// Struck-through text.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    isActive ? self.styled("text-decoration:line-through") : self
  }

  /// Underlined text.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    isActive ? self.styled("text-decoration:underline") : self
  }

  /// Text whose digits all have the same width, as a timer wants.
  public func monospacedDigit() -> Text {
    self.styled("font-variant-numeric:tabular-nums")
  }

  /// Monospaced text.
  public func monospaced(_ isActive: Bool = true) -> Text {
    isActive ? self.styled("font-family:ui-monospace,monospace") : self
  }

  private func styled(_ style: String) -> Text {
    var text = self
    for index in text.runs.indices { text.runs[index].styles.append(style) }
    return text
  }

  public func _render(in renderer: _Renderer) {
    if self.runs.count == 1, self.runs[0].styles.isEmpty {
      // Most text is one run with no styles: it is kept as its string, not an element.
      renderer.nodes.append(.textSpan(self.runs[0].string))
      return
    }
    renderer.element("span", classes: RenderedClasses.text) {
      for run in self.runs {
        if run.styles.isEmpty {
          renderer.text(run.string)
        } else {
          var span = RenderedElement("span", children: [.text(run.string)])
          span.styles = run.styles
          renderer.nodes.append(.element(span))
        }
      }
    }
  }

  /// How a date is shown by `Text(_:style:)`.
  public struct DateStyle: Sendable {
    let format: @Sendable (Date) -> String

    /// The date, like "June 3, 2026".
    public static let date = DateStyle { $0.formatted(date: .long, time: .omitted) }
    /// The time, like "9:41 AM".
    public static let time = DateStyle { $0.formatted(date: .omitted, time: .shortened) }
    /// The time from now, like "in 2 hours".
    public static let relative = DateStyle { date in
      date.formatted(.relative(presentation: .named))
    }
  }
}
