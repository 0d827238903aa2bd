/// A value a view can read and write: a `Binding`, or a `FocusState`'s binding. What
/// `.bind(_:to:)` keeps in step.
public protocol _Bindable {
  /// The value.
  associatedtype Value
  /// The value, read and written.
  @MainActor var wrappedValue: Value { get nonmutating set }
}

extension Binding: _Bindable {}
extension FocusState.Binding: _Bindable {}

extension View {
  /// Keeps a value of the model (`$store.focus`) and a value of the view (`$focus`, a
  /// `@FocusState`) in step: the view's takes the model's when the view appears and whenever the
  /// model's changes, and the model's takes the view's whenever the view's changes.
  ///
  /// The Composable Architecture's `bind(_:to:)`, for state that SwiftUI keeps in the view.
  public func bind<ModelValue: _Bindable, ViewValue: _Bindable>(
    _ modelValue: ModelValue, to viewValue: ViewValue
  ) -> some View
  where ModelValue.Value == ViewValue.Value, ModelValue.Value: Equatable {
    self
      .onAppear { viewValue.wrappedValue = modelValue.wrappedValue }
      .onChange(of: modelValue.wrappedValue) { _, newValue in
        if viewValue.wrappedValue != newValue { viewValue.wrappedValue = newValue }
      }
      .onChange(of: viewValue.wrappedValue) { _, newValue in
        if modelValue.wrappedValue != newValue { modelValue.wrappedValue = newValue }
      }
  }
}
