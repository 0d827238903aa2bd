/// How a progress view looks: a style makes the view from the progress it is given.
///
/// The counterpart of SwiftUI's `ProgressViewStyle`:
///
/// ```swift
/// struct ThickProgressStyle: ProgressViewStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     ProgressView(configuration).frame(height: 12)
///   }
/// }
/// ```
///
/// Inside `makeBody`, `ProgressView(configuration)` is the plain bar, not the style again.
public protocol ProgressViewStyle {
  /// The view the style makes.
  associatedtype Body: View

  /// The view for a progress view's state.
  @MainActor @ViewBuilder
  func makeBody(configuration: Configuration) -> Body

  /// What a style is given.
  typealias Configuration = ProgressViewStyleConfiguration
}

/// The state of a progress view, as a ``ProgressViewStyle`` is given it.
public struct ProgressViewStyleConfiguration {
  /// The part done, from 0 to 1; `nil` when unknown (a spinner).
  public let fractionCompleted: Double?
  /// The progress view's label.
  public var label: Label?
  /// The label of the current value, when the view has one.
  public var currentValueLabel: CurrentValueLabel?

  /// A progress view's label, as a style sees it.
  public struct Label: View {
    let content: AnyView
    /// The label's content.
    public var body: some View { self.content }
  }

  /// The label of a progress view's current value, as a style sees it.
  public struct CurrentValueLabel: View {
    let content: AnyView
    /// The label's content.
    public var body: some View { self.content }
  }
}

/// The platform's usual progress view: a bar, or a spinner when the amount is unknown.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// The default style.
  public init() {}
  /// The plain progress view.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration)
  }
}

/// A bar.
public typealias LinearProgressViewStyle = DefaultProgressViewStyle
/// A spinner (drawn as the default progress view on a page).
public typealias CircularProgressViewStyle = DefaultProgressViewStyle

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The platform's usual progress view.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
  /// A bar.
  public static var linear: DefaultProgressViewStyle { DefaultProgressViewStyle() }
  /// A spinner.
  public static var circular: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

/// A progress view style with its type erased, as the environment keeps it.
struct AnyProgressViewStyle {
  let makeBody: @MainActor (ProgressViewStyleConfiguration) -> AnyView
}

extension EnvironmentValues {
  @Entry var progressViewStyle: AnyProgressViewStyle?
}

extension View {
  /// The style of the progress views in this view.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    let erased = AnyProgressViewStyle { AnyView(style.makeBody(configuration: $0)) }
    return _EnvironmentWriter(content: self) { $0.progressViewStyle = erased }
  }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label {
  /// The plain progress view for a style's configuration: what a style's `makeBody` shows.
  public init(_ configuration: ProgressViewStyleConfiguration) {
    self.fraction = configuration.fractionCompleted
    self.label = configuration.label ?? .init(content: AnyView(EmptyView()))
    self.usesStyle = false
  }
}
