import ComposableArchitectureMacros
import MacroTesting
import Testing

@Suite(.macros(["Presents": PresentsMacro.self], indentationWidth: .spaces(2)))
struct PresentsMacroTests {
  @Test func optionalProperty() {
    assertMacro {
      """
      struct State {
        @Presents var destination: Destination.State?
      }
      """
    } expansion: {
      #"""
      struct State {
        var destination: Destination.State? {
          @storageRestrictions(initializes: _destination)
          init(initialValue) {
            _destination = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination.wrappedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.wrappedValue, newValue)
          }
        }

        var $destination: ComposableArchitecture.PresentationState<Destination.State> {
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination.projectedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.projectedValue, newValue)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(self, keyPath: \.destination, &_destination.projectedValue)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.destination, &_destination.projectedValue, oldValue)
            }
            yield &_destination.projectedValue
          }
        }

        @ObservationStateIgnored var _destination = ComposableArchitecture.PresentationState<Destination.State>(wrappedValue: nil)
      }
      """#
    }
  }

  @Test func initializerMovesToStorage() {
    assertMacro {
      """
      struct State {
        @Presents var alert: AlertState<Action.Alert>? = nil
        @Presents var child: Optional<Child.State> = Child.State()
      }
      """
    } expansion: {
      #"""
      struct State {
        var alert: AlertState<Action.Alert>? {
          @storageRestrictions(initializes: _alert)
          init(initialValue) {
            _alert = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.alert)
            return _alert.wrappedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.alert, &_alert.wrappedValue, newValue)
          }
        }

        var $alert: ComposableArchitecture.PresentationState<AlertState<Action.Alert>> {
          get {
            _$observationRegistrar.access(self, keyPath: \.alert)
            return _alert.projectedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.alert, &_alert.projectedValue, newValue)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(self, keyPath: \.alert, &_alert.projectedValue)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.alert, &_alert.projectedValue, oldValue)
            }
            yield &_alert.projectedValue
          }
        }

        @ObservationStateIgnored var _alert = ComposableArchitecture.PresentationState<AlertState<Action.Alert>>(wrappedValue: nil)
        var child: Optional<Child.State> {
          @storageRestrictions(initializes: _child)
          init(initialValue) {
            _child = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.child)
            return _child.wrappedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.child, &_child.wrappedValue, newValue)
          }
        }

        var $child: ComposableArchitecture.PresentationState<Child.State> {
          get {
            _$observationRegistrar.access(self, keyPath: \.child)
            return _child.projectedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.child, &_child.projectedValue, newValue)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(self, keyPath: \.child, &_child.projectedValue)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.child, &_child.projectedValue, oldValue)
            }
            yield &_child.projectedValue
          }
        }

        @ObservationStateIgnored var _child = ComposableArchitecture.PresentationState<Child.State>(wrappedValue: Child.State())
      }
      """#
    }
  }

  @Test func accessModifiers() {
    assertMacro {
      """
      public struct State {
        @Presents public var destination: Destination.State?
        @Presents private var sheet: Sheet.State?
      }
      """
    } expansion: {
      #"""
      public struct State {
        public var destination: Destination.State? {
          @storageRestrictions(initializes: _destination)
          init(initialValue) {
            _destination = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination.wrappedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.wrappedValue, newValue)
          }
        }

        public var $destination: ComposableArchitecture.PresentationState<Destination.State> {
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination.projectedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.projectedValue, newValue)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(self, keyPath: \.destination, &_destination.projectedValue)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.destination, &_destination.projectedValue, oldValue)
            }
            yield &_destination.projectedValue
          }
        }

        @ObservationStateIgnored var _destination = ComposableArchitecture.PresentationState<Destination.State>(wrappedValue: nil)
        private var sheet: Sheet.State? {
          @storageRestrictions(initializes: _sheet)
          init(initialValue) {
            _sheet = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.sheet)
            return _sheet.wrappedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.sheet, &_sheet.wrappedValue, newValue)
          }
        }

        private var $sheet: ComposableArchitecture.PresentationState<Sheet.State> {
          get {
            _$observationRegistrar.access(self, keyPath: \.sheet)
            return _sheet.projectedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.sheet, &_sheet.projectedValue, newValue)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(self, keyPath: \.sheet, &_sheet.projectedValue)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.sheet, &_sheet.projectedValue, oldValue)
            }
            yield &_sheet.projectedValue
          }
        }

        @ObservationStateIgnored private var _sheet = ComposableArchitecture.PresentationState<Sheet.State>(wrappedValue: nil)
      }
      """#
    }
  }

  @Test func nonOptionalTypeIsAnError() {
    assertMacro {
      """
      struct State {
        @Presents var destination: Destination.State
      }
      """
    } diagnostics: {
      """
      struct State {
        @Presents var destination: Destination.State
                                   ┬────────────────
                                   ╰─ 🛑 '@Presents' requires an explicit optional type, e.g. `@Presents var destination: Destination.State?`
      }
      """
    }
  }

  @Test func missingTypeAnnotationIsAnError() {
    assertMacro {
      """
      struct State {
        @Presents var destination = Destination.State?.none
      }
      """
    } diagnostics: {
      """
      struct State {
        @Presents var destination = Destination.State?.none
                      ┬──────────
                      ╰─ 🛑 '@Presents' requires an explicit optional type, e.g. `@Presents var destination: Destination.State?`
      }
      """
    }
  }

  @Test func letIsAnError() {
    assertMacro {
      """
      struct State {
        @Presents let destination: Destination.State?
      }
      """
    } diagnostics: {
      """
      struct State {
        @Presents let destination: Destination.State?
        ┬────────
        ╰─ 🛑 '@Presents' must be applied to a single stored 'var' property
           ✏️ Remove '@Presents'
      }
      """
    } fixes: {
      """
      struct State {
        let destination: Destination.State?
      }
      """
    } expansion: {
      """
      struct State {
        let destination: Destination.State?
      }
      """
    }
  }
}
