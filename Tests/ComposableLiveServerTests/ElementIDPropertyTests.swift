#if LiveServer
  import Foundation
  import PropertyBased
  import Testing

  @testable import ComposableLiveServer
  @testable @_spi(Rendering) import ComposableViews

  /// Every id a page can send is one the server takes: random view trees are rendered, and each
  /// id on the page, sent as an event, passes the server's own message check.
  @MainActor
  @Suite struct ElementIDPropertyTests {
    @Test func everyIdOfARandomViewTreeIsAcceptedByTheServer() async {
      let scripts = Gen.int(in: 0...1_000_000).array(of: 1...120)
      await propertyCheck(count: 300, input: scripts) { script in
        let tree = RandomViewTree(script: script)
        let host = ViewHost(tree.view)
        let page = host.render()
        let ids = Self.ids(in: page)
        for id in ids {
          #expect(ElementID.isValid(id), "id \"\(id)\" of \(tree)")
          for kind in ["click", "input", "change", "submit", "dismiss", "back"] {
            let message = ClientMessage(v: 1, seq: 1, kind: kind, target: id, value: "x")
            let text = String(decoding: try JSONEncoder().encode(message), as: UTF8.self)
            if case .failure(let violation) = ClientMessage.decode(text) {
              Issue.record("\(kind) on \"\(id)\" refused (\(violation.reason)) in \(tree)")
            }
          }
        }
        // An id names one element, and a control's id reaches its handler.
        let repeated = Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys
        #expect(repeated.isEmpty, "ids on more than one element: \(repeated) in \(tree)")
        for id in Self.ids(in: page, reactingOnly: true) {
          #expect(host.handlers[id] != nil, "no handler for \"\(id)\" in \(tree)")
        }
      }
    }

    /// The old suffix: a row's Delete next to a row that is one control (a SyncUps attendee).
    @Test func aRowsDeleteButtonNextToAControlHasAnIdTheServerTakes() {
      let rows = ForEach(["a", "b"], id: \.self) { name in
        TextField("Name", text: .constant(name))
      }
      .onDelete { _ in }
      let page = ViewHost(List { rows }).render()
      let deletes = Self.ids(in: page).filter { $0.hasSuffix(".delete") }
      #expect(deletes.count == 2)
      for id in deletes {
        let text = #"{"v":1,"seq":1,"kind":"click","target":"\#(id)"}"#
        #expect((try? ClientMessage.decode(text).get()) != nil, "\(id)")
      }
    }

    /// The ids in `html` (each element's `id` attribute), or those of the elements that send
    /// events.
    static func ids(in html: String, reactingOnly: Bool = false) -> [String] {
      var ids: [String] = []
      var rest = html[...]
      while let tagStart = rest.firstIndex(of: "<") {
        rest = rest[tagStart...]
        guard let tagEnd = rest.firstIndex(of: ">") else { break }
        let tag = rest[..<tagEnd]
        rest = rest[tagEnd...]
        if reactingOnly, !tag.contains("data-tca-on=") { continue }
        guard let start = tag.range(of: " id=\"") else { continue }
        let value = tag[start.upperBound...]
        ids.append(String(value.prefix { $0 != "\"" }))
      }
      return ids
    }
  }
#endif
