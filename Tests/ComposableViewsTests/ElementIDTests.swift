import Foundation
import Testing

@testable import ComposableViews

/// Every element id of a page names one element: a patch replaces the element with its target
/// id, and the browser finds the first element with that id.
@MainActor
@Suite struct ElementIDTests {
  /// A link's label that is a view of its own, reading the row's state.
  struct RowLabel: View {
    let store: StoreOf<Row>
    var body: some View {
      Text("\(store.title): \(store.count)")
    }
  }

  struct LinkList: View {
    @Bindable var store: StoreOf<Board>
    var body: some View {
      NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
        List {
          ForEach(store.scope(state: \.rows, action: \.rows)) { rowStore in
            NavigationLink(state: Board.Path.State.detail(Detail.State(title: rowStore.title))) {
              RowLabel(store: rowStore)
            }
            Button {
              rowStore.send(.incrementButtonTapped)
            } label: {
              RowLabel(store: rowStore)
            }
          }
        }
      } destination: { store in
        switch store.case {
        case let .detail(store): DetailView(store: store)
        }
      }
    }
  }

  /// The ids in `html`, with how many times each occurs.
  func ids(in html: String) -> [String: Int] {
    var counts: [String: Int] = [:]
    var rest = html[...]
    while let start = rest.range(of: " id=\"") {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(of: "\"") else { break }
      counts[String(rest[..<end]), default: 0] += 1
      rest = rest[end...]
    }
    return counts
  }

  @Test func aLinksLabelViewHasAnIdOfItsOwn() throws {
    let store = makeBoard(rows: 3)
    let host = ViewHost(LinkList(store: store))
    let page = host.render()
    let counts = self.ids(in: page)
    #expect(counts.count > 10)
    #expect(counts.filter { $0.value > 1 }.isEmpty)

    // Only the labels read the count: the patches are theirs, and each target is one element
    // of the page, the label's own.
    store.send(.rows(.element(id: 1, action: .incrementButtonTapped)))
    let patches = host.takePatches()
    #expect(patches.count == 2)
    for patch in patches {
      #expect(counts[patch.target] == 1)
      #expect(page.contains("<tca-view id=\"\(patch.target)\">"))
      #expect(patch.html.contains("Row 1: 1"))
    }
    // The ids stay the same from render to render.
    #expect(self.ids(in: host.render()).keys.sorted() == counts.keys.sorted())
  }

  /// A view builder's views are at the places `0`, `1`, … `11`: past the single digits too, and
  /// a `ForEach` element at `k` and its id.
  @Test func aBuildersViewsAndForEachElementsHaveTheirPlaces() {
    let html = ViewHost(
      VStack {
        Button("0") {}
        Button("1") {}
        Button("2") {}
        Button("3") {}
        Button("4") {}
        Button("5") {}
        Button("6") {}
        Button("7") {}
        Button("8") {}
        Button("9") {}
        Button("10") {}
        ForEach([7, 42], id: \.self) { number in Button("\(number)") {} }
      }
    ).render()
    #expect(html.contains("id=\"r.b.0\""))
    #expect(html.contains("id=\"r.b.9\""))
    #expect(html.contains("id=\"r.b.10\""))
    #expect(html.contains("id=\"r.b.11.k42"))
    #expect(!html.contains("id=\"r.b.1.0\""))
  }
}
