/// SwiftUI's names spelled with their module, as SwiftUI code sometimes writes them to tell them
/// from a feature's own (`@SwiftUI.State var store`, where `State` would name the feature's
/// state): each is this module's type of the same name. On Apple platforms `SwiftUI` is the
/// module itself and this namespace is not used.
public enum SwiftUI {
  /// ``ComposableViews/State``.
  public typealias State<Value> = ComposableViews.State<Value>
  /// ``ComposableViews/Environment``.
  public typealias Environment<Value> = ComposableViews.Environment<Value>
  /// The binding of ComposableArchitecture (SwiftUI's `Binding` off Apple platforms).
  public typealias Binding<Value> = ComposableArchitecture.Binding<Value>
  /// The Composable Architecture's `Bindable` (Observation's off Apple platforms).
  public typealias Bindable<Value> = ComposableArchitecture.Bindable<Value>
  /// ``ComposableViews/FocusState``.
  public typealias FocusState<Value: Hashable> = ComposableViews.FocusState<Value>
  /// ``ComposableViews/View``.
  public typealias View = ComposableViews.View
  /// ``ComposableViews/Text``.
  public typealias Text = ComposableViews.Text
  /// ``ComposableViews/Color``.
  public typealias Color = ComposableViews.Color
  /// ``ComposableViews/Font``.
  public typealias Font = ComposableViews.Font
  /// ``ComposableViews/Animation``.
  public typealias Animation = ComposableArchitecture.Animation
}
