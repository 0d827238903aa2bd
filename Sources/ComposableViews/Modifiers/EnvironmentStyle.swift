/// A style given to `.buttonStyle(_:)` or `.labelStyle(_:)`, as the environment carries it: what
/// a built-in style changes in the views it styles (its look), or the body a custom style makes.
struct EnvironmentStyle<Configuration, Look>: Equatable {
  /// The style's type, which tells styles apart (a type, not its name: naming a type costs more
  /// than the render that sets it); `nil` before any style is given.
  var type: Any.Type?
  /// What the style changes in the views it styles.
  var look: Look
  /// Renders the body a custom style makes of a view's configuration; `nil` for a built-in style.
  var custom: (@MainActor (Configuration, _Renderer) -> Void)?

  /// The views' own look, before any style is given.
  init(look: Look) {
    self.look = look
  }

  /// `style`: a built-in one when `builtInLook` is its look, otherwise a custom one with
  /// `customLook`, whose body `makeBody` makes.
  init<Style, Body: View>(
    _ style: Style, builtInLook: Look?, customLook: Look,
    makeBody: @escaping @MainActor (Configuration) -> Body
  ) {
    self.type = Style.self
    if let builtInLook {
      self.look = builtInLook
    } else {
      self.look = customLook
      self.custom = { configuration, renderer in renderer.render(makeBody(configuration)) }
    }
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.type.map(ObjectIdentifier.init) == rhs.type.map(ObjectIdentifier.init)
  }
}
