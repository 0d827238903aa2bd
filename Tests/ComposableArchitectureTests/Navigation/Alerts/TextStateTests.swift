import ComposableArchitecture
import Testing

extension Alerts {
  @Suite struct TextStateTests {
    @Test func rendersVerbatimAndInterpolatedText() {
      let name = "Blob"
      #expect(String(state: TextState("Hello, \(name)!")) == "Hello, Blob!")
      #expect(String(state: TextState(verbatim: "pencil.circle")) == "pencil.circle")
      #expect(String(state: TextState("Sub"[...])) == "Sub")
    }

    @Test func rendersConcatenatedFormattedTextAsPlainText() {
      let text =
        TextState("Hello, ") + TextState("Blob").bold().foregroundColor(.red)
        + TextState("!").italic().underline()
      #expect(String(state: text) == "Hello, Blob!")
    }

    @Test func equalityAccountsForModifiersAndStructure() {
      #expect(TextState("Hi") == TextState(verbatim: "Hi"))
      #expect(TextState("Hi").bold() == TextState("Hi").bold())
      #expect(TextState("Hi").bold() != TextState("Hi"))
      #expect(TextState("Hi").bold().italic() != TextState("Hi").italic().bold())
      #expect(TextState("H") + TextState("i") == TextState("H") + TextState("i"))
      #expect(TextState("H") + TextState("i") != TextState("Hi"))
      #expect(Set([TextState("a"), TextState("a"), TextState("a").bold()]).count == 2)
    }

    @Test func dumpsFormattingAsMarkdownAndTags() {
      #expect(TextState("Bold").bold().dumped == #""**Bold**""#)
      #expect(TextState("Heavy").fontWeight(.bold).dumped == #""**Heavy**""#)
      #expect(TextState("Note").italic().dumped == #""_Note_""#)
      #expect(TextState("$10").strikethrough().dumped == #""~~$10~~""#)
      #expect(TextState("Off").bold(isActive: false).italic(isActive: false).dumped == #""Off""#)
      #expect(
        TextState("Error").foregroundColor(.red).dumped
          == #""<foreground-color=red>Error</foreground-color>""#
      )
      #expect(
        TextState("Link").underline(color: .blue).dumped == #""<u color=blue>Link</u>""#
      )
      #expect(TextState("Plain").underline().dumped == #""<u>Plain</u>""#)
      #expect(
        TextState("Wide").kerning(1.5).fontWidth(.expanded).dumped
          == #""<font-width=expanded><kerning=1.5>Wide</kerning></font-width>""#
      )
      #expect(
        (TextState("Hello, ") + TextState("Blob").bold() + TextState("!").italic()).dumped
          == #""Hello, **Blob**_!_""#
      )
      #expect(
        TextState("RGB").foregroundColor(TextState.Color(red: 1, green: 0.5, blue: 0)).dumped
          == #""<foreground-color=rgba(1.0, 0.5, 0.0, 1.0)>RGB</foreground-color>""#
      )
    }

    @Test func accessibilityModifiers() {
      let text = TextState("♥︎").accessibilityLabel("Like").accessibilityLabel(TextState("Favorite"))
      #expect(text.accessibilityLabel == TextState("Favorite"))
      #expect(TextState("x").accessibilityLabel == nil)
      #expect(String(state: text) == "♥︎")
      #expect(
        TextState("Title").accessibilityHeading(.h1).dumped
          == #""<accessibility-heading-level=h1>Title</accessibility-heading-level>""#
      )
      #expect(
        TextState("abc").speechSpellsOutCharacters().dumped
          == #""<speech-spells-out-characters>abc</speech-spells-out-characters>""#
      )
      #expect(TextState("abc").speechSpellsOutCharacters(false).dumped == #""abc""#)
    }
  }
}

extension TextState {
  fileprivate var dumped: String { String(customDumping: self) }
}
