extension TextState: CustomDumpRepresentable {
  /// A Markdown-flavoured string describing the text and its formatting, used by `customDump`.
  ///
  /// Bold text is wrapped in `**`, italic in `_`, a plain strikethrough in `~~`, and other
  /// modifiers in HTML-like tags:
  ///
  /// ```swift
  /// customDump(TextState("Hi").bold() + TextState(" there").foregroundColor(.red))
  /// // "**Hi**<foreground-color=red> there</foreground-color>"
  /// ```
  public var customDumpValue: Any {
    dumpDescription
  }

  var dumpDescription: String {
    var output: String
    switch storage {
    case .verbatim(let string):
      output = string
    case .concatenated(let lhs, let rhs):
      output = lhs.dumpDescription + rhs.dumpDescription
    }

    func wrap(_ tag: String, attribute: String? = nil, _ value: String? = nil) {
      let attribute = attribute.map { " \($0)" } ?? ""
      let value = value.map { "=\($0)" } ?? ""
      output = "<\(tag)\(attribute)\(value)>\(output)</\(tag)>"
    }

    for modifier in modifiers {
      switch modifier {
      case .accessibilityHeading(let level):
        wrap("accessibility-heading-level", level.rawValue)
      case .accessibilityLabel(let label):
        wrap("accessibility-label", label.dumpDescription)
      case .accessibilityTextContentType(let type):
        wrap("accessibility-text-content-type", type.rawValue)
      case .baselineOffset(let offset):
        wrap("baseline-offset", "\(offset)")
      case .bold(isActive: true), .fontWeight(.bold?):
        output = "**\(output)**"
      case .fontDesign(let design?):
        wrap("font-design", design.rawValue)
      case .fontWeight(let weight?):
        wrap("font-weight", weight.rawValue)
      case .fontWidth(let width?):
        wrap("font-width", width.rawValue)
      case .foregroundColor(let color?):
        wrap("foreground-color", color.description)
      case .italic(isActive: true):
        output = "_\(output)_"
      case .kerning(let kerning):
        wrap("kerning", "\(kerning)")
      case .speechAdjustedPitch(let pitch):
        wrap("speech-adjusted-pitch", "\(pitch)")
      case .speechAlwaysIncludesPunctuation(true):
        wrap("speech-always-includes-punctuation")
      case .speechAnnouncementsQueued(true):
        wrap("speech-announcements-queued")
      case .speechSpellsOutCharacters(true):
        wrap("speech-spells-out-characters")
      case .strikethrough(isActive: true, _, let color?):
        wrap("s", attribute: "color", color.description)
      case .strikethrough(isActive: true, _, nil):
        output = "~~\(output)~~"
      case .tracking(let tracking):
        wrap("tracking", "\(tracking)")
      case .underline(isActive: true, _, let color?):
        wrap("u", attribute: "color", color.description)
      case .underline(isActive: true, _, nil):
        wrap("u")
      case .bold(isActive: false),
        .fontDesign(nil),
        .fontWeight(nil),
        .fontWidth(nil),
        .foregroundColor(nil),
        .italic(isActive: false),
        .monospacedDigit,
        .speechAlwaysIncludesPunctuation(false),
        .speechAnnouncementsQueued(false),
        .speechSpellsOutCharacters(false),
        .strikethrough(isActive: false, _, _),
        .underline(isActive: false, _, _):
        break
      }
    }
    return output
  }
}
