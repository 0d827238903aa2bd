/// How the text fields of a part of the screen take input: what the modifiers below set and a
/// field writes as attributes of its `<input>` (`autocapitalize`, `autocorrect`, `spellcheck`).
struct TextInputTraits: Equatable {
  /// The `autocapitalize` attribute, when a modifier set one.
  var autocapitalize: String?
  /// Whether autocorrection and spell checking are off.
  var autocorrectionDisabled = false
  /// The class of the field's text-field style.
  var fieldClass: String?

  /// The attributes a field adds for these traits.
  var attributes: [(name: String, value: String)] {
    var attributes: [(name: String, value: String)] = []
    if let autocapitalize { attributes.append(("autocapitalize", autocapitalize)) }
    if self.autocorrectionDisabled {
      attributes.append(("autocorrect", "off"))
      attributes.append(("spellcheck", "false"))
    }
    return attributes
  }
}

extension EnvironmentValues {
  @Entry var textInput: TextInputTraits = TextInputTraits()
}

/// When a text field capitalizes what the person types.
///
/// The counterpart of SwiftUI's `TextInputAutocapitalization`, written as the field's
/// `autocapitalize` attribute (which phones' on-screen keyboards follow).
public struct TextInputAutocapitalization: Sendable, Equatable {
  let attribute: String

  /// Never capitalize.
  public static let never = TextInputAutocapitalization(attribute: "none")
  /// Capitalize each word.
  public static let words = TextInputAutocapitalization(attribute: "words")
  /// Capitalize each sentence.
  public static let sentences = TextInputAutocapitalization(attribute: "sentences")
  /// Capitalize every character.
  public static let characters = TextInputAutocapitalization(attribute: "characters")
}

/// The capitalization `.autocapitalization(_:)` takes, with the case names of UIKit's
/// `UITextAutocapitalizationType` that SwiftUI's older modifier uses (`.none`, `.words`, …).
public enum _TextAutocapitalization: Sendable {
  /// Never capitalize.
  case none
  /// Capitalize each word.
  case words
  /// Capitalize each sentence.
  case sentences
  /// Capitalize every character.
  case allCharacters
}

extension View {
  /// When the text fields in this view capitalize what the person types.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  {
    _EnvironmentWriter(content: self) {
      $0.textInput.autocapitalize = autocapitalization?.attribute
    }
  }

  /// When the text fields in this view capitalize what the person types (SwiftUI's older
  /// spelling, deprecated there for `textInputAutocapitalization(_:)`).
  public func autocapitalization(_ style: _TextAutocapitalization) -> some View {
    let attribute =
      switch style {
      case .none: "none"
      case .words: "words"
      case .sentences: "sentences"
      case .allCharacters: "characters"
      }
    return _EnvironmentWriter(content: self) { $0.textInput.autocapitalize = attribute }
  }

  /// Turns autocorrection (and spell checking) off for the text fields in this view.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    _EnvironmentWriter(content: self) { $0.textInput.autocorrectionDisabled = disable }
  }

  /// Turns autocorrection off for the text fields in this view (SwiftUI's older spelling;
  /// `nil` leaves it as it is).
  public func disableAutocorrection(_ disable: Bool?) -> some View {
    _EnvironmentWriter(content: self) { environment in
      if let disable { environment.textInput.autocorrectionDisabled = disable }
    }
  }
}
