import ComposableArchitectureMacros
import MacroTesting
import Testing

@Suite(.macros(["Entry": EntryMacro.self], indentationWidth: .spaces(2)))
struct EntryMacroTests {
  @Test func initializerIsTheDefault() {
    assertMacro {
      """
      extension EnvironmentValues {
        @Entry var accent: String = "blue"
      }
      """
    } expansion: {
      """
      extension EnvironmentValues {
        var accent: String {
          get {
            self[__Key_accent.self]
          }
          set {
            self[__Key_accent.self] = newValue
          }
        }

        private struct __Key_accent: ComposableViews.EnvironmentKey {
          static var defaultValue: String {
            "blue"
          }
        }
      }
      """
    }
  }

  @Test func optionalWithInitializer() {
    assertMacro {
      """
      extension EnvironmentValues {
        @Entry var onSave: (() -> Void)? = nil
      }
      """
    } expansion: {
      """
      extension EnvironmentValues {
        var onSave: (() -> Void)? {
          get {
            self[__Key_onSave.self]
          }
          set {
            self[__Key_onSave.self] = newValue
          }
        }

        private struct __Key_onSave: ComposableViews.EnvironmentKey {
          static var defaultValue: (() -> Void)? {
            nil
          }
        }
      }
      """
    }
  }

  @Test func optionalWithoutInitializerDefaultsToNil() {
    assertMacro {
      """
      extension EnvironmentValues {
        @Entry var thing: Thing?
        @Entry var other: Optional<Thing>
      }
      """
    } expansion: {
      """
      extension EnvironmentValues {
        var thing: Thing? {
          get {
            self[__Key_thing.self]
          }
          set {
            self[__Key_thing.self] = newValue
          }
        }

        private struct __Key_thing: ComposableViews.EnvironmentKey {
          static var defaultValue: Thing? {
            nil
          }
        }
        var other: Optional<Thing> {
          get {
            self[__Key_other.self]
          }
          set {
            self[__Key_other.self] = newValue
          }
        }

        private struct __Key_other: ComposableViews.EnvironmentKey {
          static var defaultValue: Optional<Thing> {
            nil
          }
        }
      }
      """
    }
  }

  @Test func accessLevelAndCommentStayOnTheProperty() {
    assertMacro {
      """
      extension EnvironmentValues {
        /// The appearance.
        public var plain: Int { 0 }
        /// The size.
        @Entry public var size: CGSize = CGSize(width: 300, height: 300)
      }
      """
    } expansion: {
      """
      extension EnvironmentValues {
        /// The appearance.
        public var plain: Int { 0 }
        /// The size.
        public var size: CGSize {
          get {
            self[__Key_size.self]
          }
          set {
            self[__Key_size.self] = newValue
          }
        }

        private struct __Key_size: ComposableViews.EnvironmentKey {
          static var defaultValue: CGSize {
            CGSize(width: 300, height: 300)
          }
        }
      }
      """
    }
  }

  @Test func multilineInitializerAndKeywordName() {
    assertMacro {
      """
      extension EnvironmentValues {
        @Entry var `default`: Action = Action { value in
          report(value)
        }
      }
      """
    } expansion: {
      """
      extension EnvironmentValues {
        var `default`: Action {
          get {
            self[__Key_default.self]
          }
          set {
            self[__Key_default.self] = newValue
          }
        }

        private struct __Key_default: ComposableViews.EnvironmentKey {
          static var defaultValue: Action {
            Action { value in
              report(value)
            }
          }
        }
      }
      """
    }
  }

  @Test func letIsAnError() {
    assertMacro {
      """
      extension EnvironmentValues {
        @Entry let accent: String = "blue"
      }
      """
    } diagnostics: {
      """
      extension EnvironmentValues {
        @Entry let accent: String = "blue"
               ┬──
               ╰─ 🛑 '@Entry' requires a 'var'; an environment value is read and written through accessors
                  ✏️ Replace 'let' with 'var'
      }
      """
    } fixes: {
      """
      extension EnvironmentValues {
        @Entry var accent: String = "blue"
      }
      """
    } expansion: {
      """
      extension EnvironmentValues {
        var accent: String {
          get {
            self[__Key_accent.self]
          }
          set {
            self[__Key_accent.self] = newValue
          }
        }

        private struct __Key_accent: ComposableViews.EnvironmentKey {
          static var defaultValue: String {
            "blue"
          }
        }
      }
      """
    }
  }

  @Test func missingTypeIsAnError() {
    assertMacro {
      """
      extension EnvironmentValues {
        @Entry var accent = "blue"
      }
      """
    } diagnostics: {
      """
      extension EnvironmentValues {
        @Entry var accent = "blue"
                   ┬─────
                   ╰─ 🛑 '@Entry' requires an explicit type, e.g. '@Entry var accent: String = "blue"'
      }
      """
    }
  }

  @Test func nonOptionalWithoutDefaultIsAnError() {
    assertMacro {
      """
      extension EnvironmentValues {
        @Entry var accent: String
      }
      """
    } diagnostics: {
      """
      extension EnvironmentValues {
        @Entry var accent: String
                   ┬─────────────
                   ╰─ 🛑 '@Entry' requires a default value for a non-optional type, e.g. '@Entry var accent: String = "blue"'
      }
      """
    }
  }

  @Test func moreThanOneBindingIsAnError() {
    // Macro expansion itself refuses a declaration of several variables, in the compiler as
    // here, before asking the macro; the compiler then also expands the peer role, which
    // reports the error below as for a tuple.
    assertMacro {
      """
      extension EnvironmentValues {
        @Entry var accent: String = "blue", tint: String = "red"
      }
      """
    } diagnostics: {
      """
      extension EnvironmentValues {
        @Entry var accent: String = "blue", tint: String = "red"
        ┬───────────────────────────────────────────────────────
        ├─ 🛑 accessor macro can only be applied to a single variable
        ╰─ 🛑 peer macro can only be applied to a single variable
      }
      """
    }
  }

  @Test func tuplePatternIsAnError() {
    assertMacro {
      """
      extension EnvironmentValues {
        @Entry var (accent, tint): (String, String) = ("blue", "red")
      }
      """
    } diagnostics: {
      """
      extension EnvironmentValues {
        @Entry var (accent, tint): (String, String) = ("blue", "red")
                   ┬─────────────────────────────────────────────────
                   ╰─ 🛑 '@Entry' requires a single property, e.g. '@Entry var accent: String'
      }
      """
    }
  }

  @Test func computedPropertyIsAnError() {
    assertMacro {
      """
      extension EnvironmentValues {
        @Entry var accent: String { "blue" }
      }
      """
    } diagnostics: {
      """
      extension EnvironmentValues {
        @Entry var accent: String { "blue" }
        ┬─────
        ╰─ 🛑 '@Entry' cannot be applied to a computed property; an entry's value comes from the environment, with its initializer as the default
           ✏️ Remove '@Entry'
      }
      """
    } fixes: {
      """
      extension EnvironmentValues {
        var accent: String { "blue" }
      }
      """
    } expansion: {
      """
      extension EnvironmentValues {
        var accent: String { "blue" }
      }
      """
    }
  }

  @Test func staticPropertyIsAnError() {
    assertMacro {
      """
      extension EnvironmentValues {
        @Entry static var accent: String = "blue"
      }
      """
    } diagnostics: {
      """
      extension EnvironmentValues {
        @Entry static var accent: String = "blue"
        ┬─────
        ╰─ 🛑 '@Entry' cannot be applied to a static property
           ✏️ Remove '@Entry'
      }
      """
    } fixes: {
      """
      extension EnvironmentValues {
        static var accent: String = "blue"
      }
      """
    } expansion: {
      """
      extension EnvironmentValues {
        static var accent: String = "blue"
      }
      """
    }
  }
}
