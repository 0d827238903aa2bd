import ComposableViews
import Testing

#Preview("Greeting preview") {
  let name = "Blob"
  Text("Hello, \(name)!")
}

#Preview {
  VStack { Text("An unnamed preview") }
}

@MainActor
@Suite struct PreviewTests {
  @Test func previewsAreFoundWithTheirNamesAndPlaces() throws {
    let previews = Preview.all.filter { $0.fileID.hasSuffix("PreviewTests.swift") }
    #expect(previews.count == 2)
    let named = try #require(previews.first { $0.name == "Greeting preview" })
    #expect(named.fileID == "ComposableViewsTests/PreviewTests.swift")
    #expect(named.line == 4)
    #expect(named.title == "Greeting preview")
    let unnamed = try #require(previews.first { $0.name == nil })
    #expect(unnamed.line == 9)
    #expect(unnamed.title == "PreviewTests.swift:9")
    #expect(named.id != unnamed.id)
  }

  @Test func aPreviewRendersItsBody() throws {
    let preview = try #require(Preview.all.first { $0.name == "Greeting preview" })
    let screen = ScreenTest(preview.makeContent())
    #expect(screen.contains("Hello, Blob!"))
  }

  @Test func theIndexLinksEveryPreviewToItsPage() throws {
    let previews = Preview.all
    let screen = ScreenTest(PreviewIndex(previews))
    #expect(screen.contains("Greeting preview"))
    #expect(screen.html.contains("href=\"/previews/0\""))
    let page = try #require(PreviewIndex.content(for: "/previews/0", in: previews))
    #expect(ScreenTest(page).text == ScreenTest(previews[0].makeContent()).text)
    #expect(PreviewIndex.content(for: "/previews/\(previews.count)", in: previews) == nil)
    #expect(PreviewIndex.content(for: "/previews/x", in: previews) == nil)
  }

  @Test func anEmptyIndexSaysHowToDeclareAPreview() {
    #expect(ScreenTest(PreviewIndex([])).contains("No previews in this program"))
  }
}
