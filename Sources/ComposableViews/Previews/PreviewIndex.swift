/// The list of a program's previews, each a link to its own page: what the live server shows at
/// `/previews`.
public struct PreviewIndex: View {
  let previews: [Preview]

  /// A list of `previews`; each links to `/previews/N`, N its place in the list.
  public init(_ previews: [Preview]) {
    self.previews = previews
  }

  /// The previews, grouped by file.
  public var body: some View {
    NavigationStack {
      List {
        if self.previews.isEmpty {
          Text(
            """
            No previews in this program. Declare one with #Preview { … } (Swift 6.3 or later \
            finds them).
            """
          )
        }
        ForEach(Array(self.previews.enumerated()), id: \.offset) { index, preview in
          if let address = URL(string: "/previews/\(index)") {
            Link(destination: address) {
              VStack(alignment: .leading) {
                Text(preview.title).font(.headline)
                Text(preview.id).font(.caption).foregroundColor(.secondary)
              }
            }
          }
        }
      }
      .navigationTitle("Previews")
    }
  }

  /// The view of the preview a `/previews/…` path names, or `nil` when it names none.
  @MainActor
  public static func content(for path: String, in previews: [Preview]) -> AnyView? {
    guard path.hasPrefix("/previews/"), let index = Int(path.dropFirst("/previews/".count)),
      previews.indices.contains(index)
    else { return nil }
    return previews[index].makeContent()
  }
}
