import ComposableViews
import Testing

/// The page is written as UTF-8 bytes: text in every alphabet comes out as written, and control
/// characters never do.
@MainActor
@Suite struct HTMLWritingTests {
  struct Words: View {
    let words: [String]
    var body: some View {
      VStack {
        ForEach(self.words, id: \.self) { word in
          Text(word)
        }
      }
    }
  }

  @Test func textInAnyAlphabetIsWrittenAsIs() {
    let words = ["café", "¢ and € and 𝄞", "日本語", "tab\tand\nline"]
    let html = ViewHost(Words(words: words)).render()
    for word in words {
      #expect(html.contains("<span class=\"tca-text\">\(word)</span>"))
    }
  }

  @Test func controlCharactersAreDroppedEvenWithNothingElseToEscape() {
    // U+0085 and U+009F are C1 controls (two UTF-8 bytes, 0xC2 then 0x80–0x9F); U+00A0 is not.
    let html = ViewHost(Words(words: ["a\u{85}b\u{9F}c\u{A0}d\u{1}e\u{7F}f", "<\u{85}>"])).render()
    #expect(html.contains("<span class=\"tca-text\">abc\u{A0}def</span>"))
    #expect(html.contains("<span class=\"tca-text\">&lt;&gt;</span>"))
    #expect(!html.contains("\u{85}"))
  }

  /// A plain `Text` is kept as its string until a modifier changes its element: the modifier
  /// lands on the text's own `span`, as it did when every text was an element from the start.
  struct ModifiedTexts: View {
    var body: some View {
      VStack {
        Text("plain")
        Text("padded").padding(8)
        Text("a & b").opacity(0.5).padding(4)
      }
    }
  }

  @Test func aModifierChangesAPlainTextsOwnSpan() {
    let html = ViewHost(ModifiedTexts()).render()
    #expect(html.contains("<span class=\"tca-text\">plain</span>"))
    #expect(html.contains("<span class=\"tca-text\" style=\"padding:8px\">padded</span>"))
    #expect(
      html.contains("<span class=\"tca-text\" style=\"opacity:0.5;padding:4px\">a &amp; b</span>"))
    #expect(!html.contains("tca-group"), "no text was wrapped in a div to be modified")
  }
}
