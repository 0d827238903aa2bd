/// Declares an environment value in one line: the property reads and writes the environment, and
/// its initializer is the value when no view above set one.
///
/// The counterpart of SwiftUI's `@Entry`, in place of an ``EnvironmentKey`` and a hand-written
/// property:
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accent: String = "blue"
///   @Entry var onSave: (() -> Void)? = nil
///   @Entry var selectedTag: String?  // an optional without a value defaults to nil
/// }
///
/// struct Badge: View {
///   @Environment(\.accent) var accent
///   var body: some View { Text(accent) }
/// }
///
/// // Badge().environment(\.accent, "green") shows "green"; Badge() alone shows "blue".
/// ```
///
/// The initializer is evaluated each time an unset value is read, so it may make a value that is
/// not `Sendable`. The property must be a single `var` with an explicit type; a non-optional one
/// needs an initializer.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "ComposableArchitectureMacros", type: "EntryMacro")
