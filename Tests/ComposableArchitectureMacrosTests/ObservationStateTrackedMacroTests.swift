import ComposableArchitectureMacros
import MacroTesting
import Testing

@Suite(
  .macros(
    ["ObservationStateTracked": ObservationStateTrackedMacro.self],
    indentationWidth: .spaces(2)
  )
)
struct ObservationStateTrackedMacroTests {
  @Test func storedProperty() {
    assertMacro {
      """
      struct State {
        @ObservationStateTracked var count: Int = 0
      }
      """
    } expansion: {
      #"""
      struct State {
        var count: Int {
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

        @ObservationStateIgnored var _count: Int = 0
      }
      """#
    }
  }

  @Test func propertyWithoutInitializer() {
    assertMacro {
      """
      struct State {
        @ObservationStateTracked public var title: String
      }
      """
    } expansion: {
      #"""
      struct State {
        public var title: String {
          @storageRestrictions(initializes: _title)
          init(initialValue) {
            _title = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.title)
            return _title
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.title, &_title, newValue)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(self, keyPath: \.title, &_title)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.title, &_title, oldValue)
            }
            yield &_title
          }
        }

        @ObservationStateIgnored var _title: String
      }
      """#
    }
  }

  @Test func privateProperty() {
    assertMacro {
      """
      struct State {
        @ObservationStateTracked private var secret = ""
        @ObservationStateTracked fileprivate var token: String?
      }
      """
    } expansion: {
      #"""
      struct State {
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
      }
      """#
    }
  }

  @Test func ignoredDeclarations() {
    assertMacro {
      """
      struct State {
        @ObservationStateTracked let id = 1
        @ObservationStateTracked static var shared = 0
        @ObservationStateTracked var computed: Int { 1 }
        @ObservationStateTracked @ObservationStateIgnored var cache = 0
      }
      """
    } expansion: {
      """
      struct State {
        let id = 1
        static var shared = 0
        var computed: Int { 1 }
        @ObservationStateIgnored var cache = 0
      }
      """
    }
  }
}
