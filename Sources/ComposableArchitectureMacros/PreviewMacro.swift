import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

// Expansion contract of `#Preview("Name") { SomeView() }` (ComposableViews), at file scope:
// - Swift 6.3 and later: one private constant in the `swift5_tests` section, a content record of
//   the kind `tcap` whose accessor makes a `ComposableViews.Preview` of the name, the file and
//   line of the macro, and the body. The live server finds every such record of the process and
//   lists the previews on its `/previews` page (ComposableViews' `Preview.all`).
// - Before 6.3 (no `@section`): a private function that builds the same value, so the body is
//   still type-checked; such previews are not listed.
//
// Errors: a preview without a trailing closure body.

/// The `#Preview` macro of ComposableViews: registers a view as a preview the live server lists.
public enum PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let body = node.trailingClosure ?? closureArgument(of: node) else {
      context.diagnose(
        node,
        MacroDiagnostic(
          "'#Preview' requires a body, e.g. '#Preview { ContentView() }'",
          id: "Preview.missingBody"
        )
      )
      return []
    }
    let name =
      node.arguments.first(where: { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) })?
      .expression.trimmed.description ?? "nil"
    let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
    let file = location?.file.description ?? "#fileID"
    let line = location?.line.description ?? "#line"
    let record = context.makeUniqueName("previewRecord")
    let make = context.makeUniqueName("preview")
    let value = """
      ComposableViews.Preview(\(name), fileID: \(file), line: \(line)) \(body.trimmed.description)
      """
    return [
      """
      #if compiler(>=6.3)
      @section("swift5_tests") @used
      private nonisolated let \(record): ComposableViews._ContentRecord = (
        0x7463_6170, 0,  // "tcap": ComposableViews._ContentRecordKind.preview
        { outValue, type, _, _ in
          ComposableViews.Preview._store(outValue, as: type) { \(raw: value) }
        },
        0, 0
      )
      #else
      @MainActor private func \(make)() -> ComposableViews.Preview {
        \(raw: value)
      }
      #endif
      """
    ]
  }

  /// The body when it is written as an argument (`#Preview(body: { … })`).
  private static func closureArgument(
    of node: some FreestandingMacroExpansionSyntax
  ) -> ClosureExprSyntax? {
    node.arguments.lazy.compactMap { $0.expression.as(ClosureExprSyntax.self) }.first
  }
}
