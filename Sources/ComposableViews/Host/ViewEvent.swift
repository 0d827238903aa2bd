/// Something the person using a screen did to one of its elements: a click, typed text, a
/// changed choice, a submitted form, a dismissed dialog, the browser's back button.
public struct ViewEvent: Sendable, Hashable, Codable {
  /// The kinds of events a screen reacts to.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A button, link or row was clicked or tapped.
    case click
    /// A text field's text changed as the person typed; `value` is the whole new text.
    case input
    /// A control's value was committed: a checkbox (`"true"`/`"false"`), a picker, slider or date.
    case change
    /// A form or a text field was submitted (Enter).
    case submit
    /// A dialog, sheet or alert was dismissed by the person (Escape, a click outside).
    case dismiss
    /// The browser's back button, on a navigation stack.
    case back
    /// The page's address changed (the browser's Back or Forward): `value` is its path, and the
    /// stack that writes the address (`.navigationRoute(_:)`) goes to the screens it names.
    case route
  }

  /// What happened.
  public var kind: Kind
  /// The id of the element it happened on.
  public var target: String
  /// The element's new value, for `input` and `change`.
  public var value: String?

  /// Creates an event.
  public init(_ kind: Kind, target: String, value: String? = nil) {
    self.kind = kind
    self.target = target
    self.value = value
  }
}

/// What became of a ``ViewEvent``.
public enum ViewEventResult: Sendable, Equatable {
  /// The element's handler ran.
  case handled
  /// No element has that id now (a newer render removed it): the event was ignored.
  case unknownTarget
  /// The element is there but did not act on the event, for the reason given (it is disabled,
  /// or it does not take that kind of event).
  case ignored(String)
}

/// A change to a rendered page: the element whose id is `target` is replaced by `html`.
///
/// Inside `html`, an element `<tca-keep id="X"></tca-keep>` stands for the element with id `X`
/// that the page has now: it is moved in place of the placeholder, unchanged.
public struct ViewPatch: Sendable, Hashable, Codable {
  /// The id of the element to replace.
  public var target: String
  /// Its new HTML.
  public var html: String

  /// Creates a patch.
  public init(target: String, html: String) {
    self.target = target
    self.html = html
  }
}
