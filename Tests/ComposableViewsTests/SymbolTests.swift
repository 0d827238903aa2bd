import ComposableViews
import Foundation
import Testing

@MainActor
@Suite struct SymbolTests {
  /// Every symbol name the original's example apps, our own SyncUps and the seeds use.
  nonisolated static let exampleSymbols = [
    "arrow.up.forward.square", "arrowtriangle.right.circle.fill", "calendar", "checkmark.circle",
    "checkmark.square", "circle.fill", "clock", "exclamationmark.triangle.fill", "forward",
    "forward.fill", "heart", "heart.fill", "hourglass", "hourglass.bottomhalf.fill",
    "hourglass.tophalf.fill", "icloud.and.arrow.down", "magnifyingglass", "map", "mic.fill",
    "minus", "paintpalette", "person", "person.3", "play.circle", "plus", "square",
    "stop.circle", "stop.circle.fill", "timer", "trash", "checkmark.circle.fill", "doc",
    "film.stack", "person.circle",
  ]

  @Test(arguments: exampleSymbols)
  func exampleSymbolsAreDrawnAsSVG(_ name: String) {
    // An unknown name would report an issue, which fails the test.
    let html = ViewHost(Image(systemName: name)).render()
    #expect(html.contains("<svg class=\"tca-image tca-symbol\""))
    #expect(html.contains(#"viewBox="0 0 24 24""#))
    #expect(html.contains("data-symbol=\"\(name)\""))
    #expect(html.contains("<path d=\""))
    // No character at all, so no font (an emoji font least of all) is needed.
    let isASCII = html.unicodeScalars.allSatisfy { $0.isASCII }
    #expect(isASCII)
    #expect(!html.contains("stroke-dasharray"))
  }

  @Test func filledEnclosuresCutTheSymbolOut() {
    let html = ViewHost(Image(systemName: "stop.circle.fill")).render()
    #expect(html.contains("<mask id=\"tca-symbol-"))
    #expect(html.contains(##"<rect width="24" height="24" fill="#fff"></rect>"##))
    #expect(html.contains(##"fill="#000""##))
    #expect(html.contains(#"transform="translate(12 12) scale(.56) translate(-12 -12)""#))
    #expect(html.contains("mask=\"url(#tca-symbol-"))
  }

  @Test func symbolVariantAndScaleAndFont() {
    let filled = ViewHost(Image(systemName: "heart").symbolVariant(.fill)).render()
    #expect(filled.contains(#"data-symbol="heart.fill""#))
    let plain = ViewHost(Image(systemName: "heart").symbolVariant(.none)).render()
    #expect(plain.contains(#"data-symbol="heart""#))
    let circled = ViewHost(Image(systemName: "plus").symbolVariant(.circle.fill)).render()
    #expect(circled.contains(#"data-symbol="plus.circle.fill""#))
    let large = ViewHost(Image(systemName: "plus").imageScale(.large)).render()
    #expect(large.contains("font-size:1.3em"))
    let title = ViewHost(Image(systemName: "mic.fill").font(.title)).render()
    #expect(title.contains("font-size:28px"))
  }

  @Test func labelsDrawTheirIconsToo() {
    let html = ViewHost(Label("Length", systemImage: "clock")).render()
    #expect(html.contains(#"data-symbol="clock""#))
    #expect(html.contains("Length"))
  }

  @Test func anUnknownSymbolIsAPlaceholderReportedOnce() {
    var html = ""
    withKnownIssue {
      html = ViewHost(Image(systemName: "flux.capacitor")).render()
    } matching: { issue in
      issue.description.contains(#"Image(systemName: "flux.capacitor")"#)
        && issue.description.contains("SymbolCatalog.swift")
    }
    #expect(html.contains(#"data-symbol="flux.capacitor""#))
    #expect(html.contains("<path d=\"M7 4h10"))
    // Once per name: drawing it again reports nothing (a report would fail this test).
    _ = ViewHost(Image(systemName: "flux.capacitor")).render()
  }

  @Test func theCatalogListsWhatItDraws() {
    let names = Image.drawnSymbolNames
    #expect(names.contains("plus"))
    #expect(names.contains("hourglass.tophalf.fill"))
    #expect(names == names.sorted())
  }
}

@MainActor
@Suite struct SymbolButtonNameTests {
  struct Toolbar: View {
    var body: some View {
      HStack {
        Button {
        } label: {
          Image(systemName: "plus")
        }
        Button {
        } label: {
          Image(systemName: "trash.fill")
        }
        Button {
        } label: {
          Image(systemName: "paperplane")
        }
        Button {
        } label: {
          Image(systemName: "plus")
        }
        .accessibilityLabel("Add Todo")
        Button {
        } label: {
          Label("New sync-up", systemImage: "plus")
        }
        .labelStyle(.iconOnly)
        Button("Save") {}
      }
    }
  }

  @Test func aButtonShowingOnlyASymbolIsNamedAsVoiceOverNamesIt() throws {
    let screen = ScreenTest(Toolbar())
    let names = screen.find(role: "button").map(\.name)
    #expect(names.contains("Add"))
    #expect(names.contains("Delete"))
    #expect(screen.find(role: "button", name: "Save").count == 1)
  }

  @Test func aSymbolWithoutAKnownNameIsSpokenAsItsWords() throws {
    let screen = ScreenTest(Toolbar())
    #expect(screen.find(role: "button", name: "Paperplane").count == 1)
  }

  @Test func aLabelTheButtonAlreadyHasWins() throws {
    let screen = ScreenTest(Toolbar())
    let names = screen.find(role: "button").map(\.name)
    #expect(names.contains("Add Todo"))
    #expect(names.contains("New sync-up"))
    #expect(names.filter { $0 == "Add" }.count == 1)
  }
}
