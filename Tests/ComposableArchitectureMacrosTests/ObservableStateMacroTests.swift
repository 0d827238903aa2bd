import ComposableArchitectureMacros
import MacroTesting
import Testing

// `@ObservationStateIgnored` is deliberately left unexpanded so the generated storage shows it.
@Suite(
  .macros(
    [
      "ObservableState": ObservableStateMacro.self,
      "ObservationStateTracked": ObservationStateTrackedMacro.self,
      "Presents": PresentsMacro.self,
    ],
    indentationWidth: .spaces(2)
  )
)
struct ObservableStateMacroTests {
  @Test func structExpansion() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var count = 0
        let id: Int
        var rows: IdentifiedArrayOf<Row.State> = []
        @ObservationStateIgnored var cache = 0
        @Presents var destination: Destination.State?
        var computed: Int { count * 2 }
        static var shared = 0
      }
      """
    } expansion: {
      #"""
      struct State {
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _count
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(self, keyPath: \.count, &_count)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.count, &_count, oldValue)
            }
            yield &_count
          }
        }

        @ObservationStateIgnored var _count = 0
        let id: Int
        var rows: IdentifiedArrayOf<Row.State> {
          @storageRestrictions(initializes: _rows)
          init(initialValue) {
            _rows = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.rows)
            return _rows
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.rows, &_rows, newValue)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(self, keyPath: \.rows, &_rows)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.rows, &_rows, oldValue)
            }
            yield &_rows
          }
        }

        @ObservationStateIgnored var _rows: IdentifiedArrayOf<Row.State> = []
        @ObservationStateIgnored var cache = 0
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
        var computed: Int { count * 2 }
        static var shared = 0

        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public static func _$storage<Value>(for keyPath: WritableKeyPath<Self, Value>) -> WritableKeyPath<Self, Value>? {
          switch keyPath {
          case \Self.count:
            return (\Self._count as AnyKeyPath) as? WritableKeyPath<Self, Value>
          case \Self.rows:
            return (\Self._rows as AnyKeyPath) as? WritableKeyPath<Self, Value>
          case \Self.$destination:
            return (\Self._destination as AnyKeyPath) as? WritableKeyPath<Self, Value>
          default:
            return nil
          }
        }

        public func _$notifyReplaced<Value>(_ keyPath: KeyPath<Self, Value>) {
          switch keyPath {
          case \Self.$destination:
            _$observationRegistrar.notifyReplaced(self, keyPath: \Self.destination)
          default:
            _$observationRegistrar.notifyReplaced(self, keyPath: keyPath)
          }
        }

        public var customMirror: Mirror {
          Mirror(self, children: ["count": self._count as Any, "id": self.id as Any, "rows": self._rows as Any, "cache": self.cache as Any, "destination": self._destination as Any], displayStyle: .struct)
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """#
    }
  }

  @Test func accessModifiers() {
    assertMacro {
      """
      @ObservableState
      public struct State {
        public var count = 0
        private var secret = ""
        fileprivate var token: String?
        private(set) var total: Int = 1
        package var shared = 2
      }
      """
    } expansion: {
      #"""
      public struct State {
        public var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _count
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(self, keyPath: \.count, &_count)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.count, &_count, oldValue)
            }
            yield &_count
          }
        }

        @ObservationStateIgnored var _count = 0
        private var secret {
          @storageRestrictions(initializes: _secret)
          init(initialValue) {
            _secret = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.secret)
            return _secret
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.secret, &_secret, newValue)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(self, keyPath: \.secret, &_secret)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.secret, &_secret, oldValue)
            }
            yield &_secret
          }
        }

        @ObservationStateIgnored private var _secret = ""
        fileprivate var token: String? {
          @storageRestrictions(initializes: _token)
          init(initialValue) {
            _token = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.token)
            return _token
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.token, &_token, newValue)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(self, keyPath: \.token, &_token)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.token, &_token, oldValue)
            }
            yield &_token
          }
        }

        @ObservationStateIgnored private var _token: String?
        private(set) var total: Int {
          @storageRestrictions(initializes: _total)
          init(initialValue) {
            _total = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.total)
            return _total
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.total, &_total, newValue)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(self, keyPath: \.total, &_total)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.total, &_total, oldValue)
            }
            yield &_total
          }
        }

        @ObservationStateIgnored var _total: Int = 1
        package var shared {
          @storageRestrictions(initializes: _shared)
          init(initialValue) {
            _shared = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.shared)
            return _shared
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.shared, &_shared, newValue)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(self, keyPath: \.shared, &_shared)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.shared, &_shared, oldValue)
            }
            yield &_shared
          }
        }

        @ObservationStateIgnored var _shared = 2

        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public static func _$storage<Value>(for keyPath: WritableKeyPath<Self, Value>) -> WritableKeyPath<Self, Value>? {
          switch keyPath {
          case \Self.count:
            return (\Self._count as AnyKeyPath) as? WritableKeyPath<Self, Value>
          case \Self.secret:
            return (\Self._secret as AnyKeyPath) as? WritableKeyPath<Self, Value>
          case \Self.token:
            return (\Self._token as AnyKeyPath) as? WritableKeyPath<Self, Value>
          case \Self.total:
            return (\Self._total as AnyKeyPath) as? WritableKeyPath<Self, Value>
          case \Self.shared:
            return (\Self._shared as AnyKeyPath) as? WritableKeyPath<Self, Value>
          default:
            return nil
          }
        }

        public func _$notifyReplaced<Value>(_ keyPath: KeyPath<Self, Value>) {
          _$observationRegistrar.notifyReplaced(self, keyPath: keyPath)
        }

        public var customMirror: Mirror {
          Mirror(self, children: ["count": self._count as Any, "secret": self._secret as Any, "token": self._token as Any, "total": self._total as Any, "shared": self._shared as Any], displayStyle: .struct)
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """#
    }
  }

  @Test func attributeOnlyAddedWhereMissing() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @BindingState var text = ""
        @ObservationStateTracked var tracked = 0
        @PresentationState var legacy: Child.State?
        lazy var lazyValue = 0
        var a = 0, b = 1
        var observed = 0 {
          didSet { print(observed) }
        }
        let constant = 1
      }
      """
    } expansion: {
      #"""
      struct State {
        @BindingState
        var text {
          @storageRestrictions(initializes: _text)
          init(initialValue) {
            _text = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.text)
            return _text
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.text, &_text, newValue)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(self, keyPath: \.text, &_text)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.text, &_text, oldValue)
            }
            yield &_text
          }
        }

        @ObservationStateIgnored var _text = ""
        var tracked {
          @storageRestrictions(initializes: _tracked)
          init(initialValue) {
            _tracked = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.tracked)
            return _tracked
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.tracked, &_tracked, newValue)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(self, keyPath: \.tracked, &_tracked)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.tracked, &_tracked, oldValue)
            }
            yield &_tracked
          }
        }

        @ObservationStateIgnored var _tracked = 0
        @PresentationState var legacy: Child.State?
        lazy var lazyValue = 0
        var a = 0, b = 1
        var observed = 0 {
          didSet { print(observed) }
        }
        let constant = 1

        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public static func _$storage<Value>(for keyPath: WritableKeyPath<Self, Value>) -> WritableKeyPath<Self, Value>? {
          switch keyPath {
          case \Self.text:
            return (\Self._text as AnyKeyPath) as? WritableKeyPath<Self, Value>
          case \Self.tracked:
            return (\Self._tracked as AnyKeyPath) as? WritableKeyPath<Self, Value>
          default:
            return nil
          }
        }

        public func _$notifyReplaced<Value>(_ keyPath: KeyPath<Self, Value>) {
          _$observationRegistrar.notifyReplaced(self, keyPath: keyPath)
        }

        public var customMirror: Mirror {
          Mirror(self, children: ["text": self._text as Any, "tracked": self._tracked as Any, "legacy": self.legacy as Any, "constant": self.constant as Any], displayStyle: .struct)
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """#
    }
  }

  @Test func noTrackedMembers() {
    assertMacro {
      """
      @ObservableState
      struct State {
        let id: Int
      }
      """
    } expansion: {
      """
      struct State {
        let id: Int

        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public static func _$storage<Value>(for keyPath: WritableKeyPath<Self, Value>) -> WritableKeyPath<Self, Value>? {
          switch keyPath {
          default:
            return nil
          }
        }

        public func _$notifyReplaced<Value>(_ keyPath: KeyPath<Self, Value>) {
          _$observationRegistrar.notifyReplaced(self, keyPath: keyPath)
        }

        public var customMirror: Mirror {
          Mirror(self, children: ["id": self.id as Any], displayStyle: .struct)
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """
    }
  }

  @Test func sharedPropertiesAreLeftToTheirWrappers() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @Shared var shared: Int
        @SharedReader var reader: Int
        @Shared(.inMemory("count")) var count = 0
      }
      """
    } expansion: {
      """
      struct State {
        @Shared var shared: Int
        @SharedReader var reader: Int
        @Shared(.inMemory("count")) var count = 0

        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public static func _$storage<Value>(for keyPath: WritableKeyPath<Self, Value>) -> WritableKeyPath<Self, Value>? {
          switch keyPath {
          default:
            return nil
          }
        }

        public func _$notifyReplaced<Value>(_ keyPath: KeyPath<Self, Value>) {
          _$observationRegistrar.notifyReplaced(self, keyPath: keyPath)
        }

        public var customMirror: Mirror {
          Mirror(self, children: ["shared": self._shared as Any, "reader": self._reader as Any, "count": self._count as Any], displayStyle: .struct)
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """
    }
  }

  @Test func existingConformancesAreNotRepeated() {
    assertMacro {
      """
      @ObservableState
      struct State: Equatable, ObservableState {
      }
      """
    } expansion: {
      """
      struct State: Equatable, ObservableState {

        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public static func _$storage<Value>(for keyPath: WritableKeyPath<Self, Value>) -> WritableKeyPath<Self, Value>? {
          switch keyPath {
          default:
            return nil
          }
        }

        public func _$notifyReplaced<Value>(_ keyPath: KeyPath<Self, Value>) {
          _$observationRegistrar.notifyReplaced(self, keyPath: keyPath)
        }

        public var customMirror: Mirror {
          Mirror(self, children: [:], displayStyle: .struct)
        }
      }

      extension State: Observation.Observable {
      }
      """
    }
    assertMacro {
      """
      @ObservableState
      enum State: ComposableArchitecture.ObservableState, Observation.Observable {
        case a
      }
      """
    } expansion: {
      """
      enum State: ComposableArchitecture.ObservableState, Observation.Observable {
        case a

        public var _$id: ComposableArchitecture.ObservableStateID {
          switch self {
          case .a:
            return ._$inert._$tag(0)
          }
        }

        public mutating func _$willModify() {
        }
      }
      """
    }
  }

  @Test func genericStruct() {
    assertMacro {
      """
      @ObservableState
      struct State<Element: Equatable> {
        var items: [Element] = []
      }
      """
    } expansion: {
      #"""
      struct State<Element: Equatable> {
        var items: [Element] {
          @storageRestrictions(initializes: _items)
          init(initialValue) {
            _items = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.items)
            return _items
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.items, &_items, newValue)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(self, keyPath: \.items, &_items)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.items, &_items, oldValue)
            }
            yield &_items
          }
        }

        @ObservationStateIgnored var _items: [Element] = []

        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public static func _$storage<Value>(for keyPath: WritableKeyPath<Self, Value>) -> WritableKeyPath<Self, Value>? {
          switch keyPath {
          case \Self.items:
            return (\Self._items as AnyKeyPath) as? WritableKeyPath<Self, Value>
          default:
            return nil
          }
        }

        public func _$notifyReplaced<Value>(_ keyPath: KeyPath<Self, Value>) {
          _$observationRegistrar.notifyReplaced(self, keyPath: keyPath)
        }

        public var customMirror: Mirror {
          Mirror(self, children: ["items": self._items as Any], displayStyle: .struct)
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """#
    }
  }

  @Test func enumExpansion() {
    assertMacro {
      """
      @ObservableState
      enum State {
        case a(A.State)
        case b(B.State, extra: Int)
        case c
      }
      """
    } expansion: {
      """
      enum State {
        case a(A.State)
        case b(B.State, extra: Int)
        case c

        public var _$id: ComposableArchitecture.ObservableStateID {
          switch self {
          case let .a(v0):
            return ._$id(for: v0)._$tag(0)
          case .b:
            return .init()._$tag(1)
          case .c:
            return ._$inert._$tag(2)
          }
        }

        public mutating func _$willModify() {
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """
    }
  }

  @Test func enumCommaSeparatedCases() {
    assertMacro {
      """
      @ObservableState
      public enum Path {
        case list(List.State), detail(Detail.State)
        case empty, settings(settings: Settings.State)
      }
      """
    } expansion: {
      """
      public enum Path {
        case list(List.State), detail(Detail.State)
        case empty, settings(settings: Settings.State)

        public var _$id: ComposableArchitecture.ObservableStateID {
          switch self {
          case let .list(v0):
            return ._$id(for: v0)._$tag(0)
          case let .detail(v0):
            return ._$id(for: v0)._$tag(1)
          case .empty:
            return ._$inert._$tag(2)
          case let .settings(v0):
            return ._$id(for: v0)._$tag(3)
          }
        }

        public mutating func _$willModify() {
        }
      }

      extension Path: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """
    }
  }

  @Test func enumWithoutCases() {
    assertMacro {
      """
      @ObservableState
      enum State {
      }
      """
    } expansion: {
      """
      enum State {

        public var _$id: ComposableArchitecture.ObservableStateID {
          switch self {
          }
        }

        public mutating func _$willModify() {
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """
    }
  }

  @Test func classIsAnError() {
    assertMacro {
      """
      @ObservableState
      class State {
        var count = 0
      }
      """
    } diagnostics: {
      """
      @ObservableState
      ┬───────────────
      ╰─ 🛑 '@ObservableState' cannot be applied to a class; state must be a value type (struct or enum)
         ✏️ Use 'struct' instead
      class State {
        var count = 0
      }
      """
    } fixes: {
      """
      @ObservableState
      struct State {
        var count = 0
      }
      """
    } expansion: {
      #"""
      struct State {
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _count
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(self, keyPath: \.count, &_count)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.count, &_count, oldValue)
            }
            yield &_count
          }
        }

        @ObservationStateIgnored var _count = 0

        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public static func _$storage<Value>(for keyPath: WritableKeyPath<Self, Value>) -> WritableKeyPath<Self, Value>? {
          switch keyPath {
          case \Self.count:
            return (\Self._count as AnyKeyPath) as? WritableKeyPath<Self, Value>
          default:
            return nil
          }
        }

        public func _$notifyReplaced<Value>(_ keyPath: KeyPath<Self, Value>) {
          _$observationRegistrar.notifyReplaced(self, keyPath: keyPath)
        }

        public var customMirror: Mirror {
          Mirror(self, children: ["count": self._count as Any], displayStyle: .struct)
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """#
    }
  }

  @Test func actorIsAnError() {
    assertMacro {
      """
      @ObservableState
      actor State {
      }
      """
    } diagnostics: {
      """
      @ObservableState
      ┬───────────────
      ╰─ 🛑 '@ObservableState' cannot be applied to an actor; state must be a value type (struct or enum)
         ✏️ Use 'struct' instead
      actor State {
      }
      """
    } fixes: {
      """
      @ObservableState
      struct State {
      }
      """
    } expansion: {
      """
      struct State {

        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public static func _$storage<Value>(for keyPath: WritableKeyPath<Self, Value>) -> WritableKeyPath<Self, Value>? {
          switch keyPath {
          default:
            return nil
          }
        }

        public func _$notifyReplaced<Value>(_ keyPath: KeyPath<Self, Value>) {
          _$observationRegistrar.notifyReplaced(self, keyPath: keyPath)
        }

        public var customMirror: Mirror {
          Mirror(self, children: [:], displayStyle: .struct)
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """
    }
  }

  @Test func protocolIsAnError() {
    assertMacro {
      """
      @ObservableState
      protocol State {
      }
      """
    } diagnostics: {
      """
      @ObservableState
      ┬───────────────
      ╰─ 🛑 '@ObservableState' can only be applied to a struct or enum declaration
         ✏️ Remove '@ObservableState'
      protocol State {
      }
      """
    } fixes: {
      """
      protocol State {
      }
      """
    } expansion: {
      """
      protocol State {
      }
      """
    }
  }

  @Test func extensionIsAnError() {
    assertMacro {
      """
      @ObservableState
      extension State {
      }
      """
    } diagnostics: {
      """
      @ObservableState
      ┬───────────────
      ╰─ 🛑 '@ObservableState' can only be applied to a struct or enum declaration
         ✏️ Remove '@ObservableState'
      extension State {
      }
      """
    } fixes: {
      """
      extension State {
      }
      """
    } expansion: {
      """
      extension State {
      }
      """
    }
  }
}
