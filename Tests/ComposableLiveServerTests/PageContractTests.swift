#if LiveServer
  import Foundation
  import Testing

  @testable import ComposableLiveServer
  @_spi(Rendering) import ComposableViews

  /// The page script and the views agree on the page's names because the script reads them from
  /// the page, where the server writes the views' one definition (`PageContract`): these tests
  /// fail when the script uses a name the definition lacks, or spells one itself.
  @Suite struct PageContractTests {
    /// The contract as the page script sees it: group → name the script uses → name in the page.
    private static func contract() throws -> [String: [String: String]] {
      let object = try JSONSerialization.jsonObject(with: Data(PageContract.json.utf8))
      return try #require(object as? [String: [String: String]])
    }

    /// The script's lines of code, without its comments.
    private static var scriptCode: [String] {
      Assets.script.split(separator: "\n").map(String.init)
        .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
    }

    /// The captures of `pattern` in the script's code.
    private static func matches(_ pattern: String) throws -> [[String]] {
      let regex = try NSRegularExpression(pattern: pattern)
      let code = Self.scriptCode.joined(separator: "\n")
      let range = NSRange(code.startIndex..., in: code)
      return regex.matches(in: code, range: range).map { match in
        (1..<match.numberOfRanges).map { String(code[Range(match.range(at: $0), in: code)!]) }
      }
    }

    @Test func everyNameTheScriptReadsIsInTheContract() throws {
      let contract = try Self.contract()
      // `contract.group.name`, and the script's shorthands for three groups.
      var used = try Self.matches(#"\bcontract\.(\w+)\.(\w+)"#).map { ($0[0], $0[1]) }
      for (shorthand, group) in [
        ("events", "events"), ("attributes", "attributes"), ("body", "body"),
      ] {
        let names = try Self.matches(#"(?<![.\w])"# + shorthand + #"\.(\w+)"#)
        used += names.map { (group, $0[0]) }
      }
      #expect(used.count > 30, "the script reads its names from the contract")
      for (group, name) in used {
        #expect(
          contract[group]?[name] != nil, "live.js reads \(group).\(name), not in PageContract")
      }
    }

    @Test func theScriptSpellsNoNameOfThePage() throws {
      // Any quoted `tca-` name in code: only the id of the contract itself, which the script
      // needs to find the contract.
      let quoted = try Self.matches(#"(["'`])([^"'`\n]*tca-[^"'`\n]*)\1"#).map { $0[1] }
      #expect(quoted == [PageContract.PageID.contract])
    }

    @Test func theContractNamesEveryEventKindOfTheViews() throws {
      let events = try #require(try Self.contract()["events"])
      let kinds = ViewEvent.Kind.allCases.map(\.rawValue)
      #expect(Set(events.keys) == Set(kinds))
      #expect(events.allSatisfy { $0.key == $0.value })
      #expect(Set(ClientMessage.eventKinds) == Set(kinds))
    }

    @Test func thePageCarriesTheContract() {
      let html = PageDocument.html(
        body: "", title: "T", session: "s", heartbeatTimeout: .seconds(30))
      #expect(
        html.contains(
          "<script type=\"application/json\" id=\"\(PageContract.PageID.contract)\">"
            + PageContract.json + "</script>"))
      #expect(html.contains("<div id=\"\(PageContract.PageID.root)\">"))
      #expect(html.contains("\(PageContract.BodyAttribute.session)=\"s\""))
    }
  }
#endif
