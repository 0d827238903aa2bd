/// A view registered with `#Preview`: its name, where it is declared and how to make it.
///
/// SwiftUI shows previews in Xcode's canvas; here the live server lists every preview of the
/// running program on its `/previews` page and renders each one live, in a browser, off a Mac.
public struct Preview: Identifiable, _ContentRecordValue {
  /// The name given to `#Preview("Name")`, if any.
  public let name: String?
  /// The file that declares the preview (`Module/File.swift`).
  public let fileID: String
  /// The line of the `#Preview`.
  public let line: Int
  let makeView: @MainActor () -> AnyView

  /// A preview of the view `body` builds.
  public init<Content: View>(
    _ name: String? = nil, fileID: String = #fileID, line: Int = #line,
    @ViewBuilder body: @escaping @MainActor () -> Content
  ) {
    self.name = name
    self.fileID = fileID
    self.line = line
    self.makeView = { AnyView(body()) }
  }

  /// Where the preview is declared, unique in a program: `Module/File.swift:12`.
  public var id: String { "\(self.fileID):\(self.line)" }

  /// The name a list shows: the preview's own, or its file's name and line.
  public var title: String {
    if let name = self.name { return name }
    let file = self.fileID.split(separator: "/").last.map(String.init) ?? self.fileID
    return "\(file):\(self.line)"
  }

  /// A new view of the preview's content (each call builds it again, with new stores).
  @MainActor
  public func makeContent() -> AnyView { self.makeView() }

  /// Every preview declared with `#Preview` in the running program, in declaration order within
  /// a file. Found through the records the macro leaves in the binary (Swift 6.3 and later, on
  /// Linux and other non-Apple platforms); empty where there are none.
  public static var all: [Preview] { Self.linkedValues }

  /// Previews are the records of the kind `tcap`; what `#Preview` expands to writes one with
  /// ``_store(_:as:_:)``.
  public static var _contentRecordKind: UInt32 { _ContentRecordKind.preview }
}

/// Declares a preview of a view: `#Preview { CounterView(store: …) }`, or with a name,
/// `#Preview("Empty list") { … }`.
///
/// The body may declare what the view needs first (`@Shared(.syncUps) var syncUps = […]`), as
/// in SwiftUI. The live server lists every preview on its `/previews` page.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ComposableArchitectureMacros", type: "PreviewMacro")
