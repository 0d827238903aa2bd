import SwiftSyntax

/// Seed 004, "Bindings": in `@ObservableState` state every field is bindable, so
/// `@BindingState var text = ""` becomes `var text = ""`. Outside observable state it is
/// reported: the state must be marked `@ObservableState` first.
extension MigrationRewriter {
  func removeBindingState(_ variable: VariableDeclSyntax, original: VariableDeclSyntax)
    -> VariableDeclSyntax
  {
    guard let index = AttributeEditing.index(of: "BindingState", in: variable.attributes) else {
      return variable
    }
    guard inObservableState else {
      warn(
        original,
        "mark this 'State' with '@ObservableState', then '@BindingState' can be "
          + "removed (rerun the migrator)", .bindings)
      return variable
    }
    return AttributeEditing.removing(index, from: variable)
  }
}
