import Foundation

/// A choice of a date (and time): an `<input type="date">` or `datetime-local`.
///
/// The counterpart of SwiftUI's `DatePicker`. Dates are read and written in UTC.
public struct DatePicker<Label: View>: _PrimitiveView {
  let selection: Binding<Date>
  let components: DatePickerComponents
  let label: Label

  /// A date picker with a label view.
  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.components = displayedComponents
    self.label = label()
  }

  public func _render(in renderer: _Renderer) {
    let withTime = self.components.contains(.hourAndMinute)
    let format = withTime ? "yyyy-MM-dd'T'HH:mm" : "yyyy-MM-dd"
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = format
    let selection = self.selection
    let control = renderer.control(.change, whenDisabled: "The date picker is disabled.") {
      event in
      guard let value = event.value, let date = formatter.date(from: value) else {
        return .ignored("Not a date in the format \(format).")
      }
      selection.wrappedValue = date
      return .handled
    }
    renderer.element("label", classes: ["tca-field"]) {
      renderer.element("span", classes: ["tca-field-title"]) { renderer.render(self.label) }
      let attributes = control.attributes(
        [("type", withTime ? "datetime-local" : "date")],
        [("value", formatter.string(from: self.selection.wrappedValue))])
      renderer.element("input", attributes: attributes, classes: ["tca-input"])
    }
  }
}

extension DatePicker where Label == Text {
  /// A date picker with a title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
}

/// The parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: Int
  /// Creates components.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The day.
  public static let date = DatePickerComponents(rawValue: 1)
  /// The hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// A choice of a number in a range: an `<input type="range">`.
///
/// The counterpart of SwiftUI's `Slider`.
public struct Slider<Label: View>: _PrimitiveView {
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?
  let label: Label

  /// A slider for a value in a range.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.value = Binding(
      get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = step.map { Double($0) }
    self.label = label()
  }

  public func _render(in renderer: _Renderer) {
    let value = self.value
    let bounds = self.bounds
    let control = renderer.control(.change, whenDisabled: "The slider is disabled.") { event in
      guard let number = event.value.flatMap(Double.init), number.isFinite else {
        return .ignored("Not a number.")
      }
      value.wrappedValue = min(max(number, bounds.lowerBound), bounds.upperBound)
      return .handled
    }
    renderer.element("label", classes: ["tca-field"]) {
      renderer.element("span", classes: ["tca-field-title"]) { renderer.render(self.label) }
      let attributes = control.attributes(
        [("type", "range")],
        [
          ("min", String(self.bounds.lowerBound)), ("max", String(self.bounds.upperBound)),
          ("step", self.step.map { String($0) } ?? "any"),
          ("value", String(self.value.wrappedValue)),
        ])
      renderer.element("input", attributes: attributes, classes: ["tca-input"])
    }
  }
}

extension Slider where Label == EmptyView {
  /// A slider without a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step) { EmptyView() }
  }
}

/// Progress: a `<progress>` bar, or a spinner when the amount is unknown.
///
/// The counterpart of SwiftUI's `ProgressView`.
public struct ProgressView<Label: View>: _PrimitiveView {
  let fraction: Double?
  let label: Label
  /// Whether the environment's `.progressViewStyle` draws it (not when a style made it).
  var usesStyle = true

  public func _render(in renderer: _Renderer) {
    if self.usesStyle, let style = renderer.environment.progressViewStyle {
      let configuration = ProgressViewStyleConfiguration(
        fractionCompleted: self.fraction,
        label: Label.self == EmptyView.self
          ? nil : ProgressViewStyleConfiguration.Label(content: AnyView(self.label)),
        currentValueLabel: nil)
      renderer.render(style.makeBody(configuration))
      return
    }
    renderer.element("div", classes: ["tca-progress"]) {
      renderer.render(self.label)
      var attributes: [(name: String, value: String)] = [("max", "1")]
      if let fraction = self.fraction {
        attributes.append(("value", String(min(max(fraction, 0), 1))))
      }
      renderer.element("progress", attributes: attributes)
    }
  }
}

extension ProgressView where Label == EmptyView {
  /// A spinner.
  public init() {
    self.fraction = nil
    self.label = EmptyView()
  }

  /// A bar showing how much of a total is done.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
    self.fraction = value.map { total > 0 ? Double($0 / total) : 0 }
    self.label = EmptyView()
  }
}

extension ProgressView where Label == Text {
  /// A spinner with a title.
  public init(_ titleKey: LocalizedStringKey) {
    self.fraction = nil
    self.label = Text(titleKey)
  }

  /// A bar with a title.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1) {
    self.fraction = value.map { total > 0 ? Double($0 / total) : 0 }
    self.label = Text(titleKey)
  }
}

/// A link to a web address: an `<a>` that opens in a new tab.
///
/// The counterpart of SwiftUI's `Link`. Only `http`, `https` and `mailto` addresses become
/// links; others (a `javascript:` address, say) are shown as text and reported.
public struct Link<Label: View>: _PrimitiveView {
  let destination: URL
  let label: Label

  /// A link with a label view.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  public func _render(in renderer: _Renderer) {
    guard let scheme = self.destination.scheme?.lowercased() else {
      // An address on the same site (`/previews/2`) opens in the same tab.
      renderer.element(
        "a", attributes: [("href", self.destination.relativeString)], classes: ["tca-link"]
      ) { renderer.render(self.label) }
      return
    }
    guard ["http", "https", "mailto"].contains(scheme) else {
      reportLinkScheme(self.destination)
      renderer.element("span", classes: ["tca-link"]) { renderer.render(self.label) }
      return
    }
    renderer.element(
      "a",
      attributes: [
        ("href", self.destination.absoluteString), ("target", "_blank"),
        ("rel", "noopener noreferrer"),
      ],
      classes: ["tca-link"]
    ) { renderer.render(self.label) }
  }
}

extension Link where Label == Text {
  /// A link with a title.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}
