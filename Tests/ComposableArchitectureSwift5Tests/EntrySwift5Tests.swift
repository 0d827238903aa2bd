import ComposableViews
import Testing

// `@Entry`'s expansion compiled in Swift 5 language mode, where a view module declares its own
// environment values as in Swift 6 mode.

extension EnvironmentValues {
  @Entry var swift5Greeting: String = "hello"
}

struct EntrySwift5Tests {
  @Test func entryDefaultsAndSets() {
    var values = EnvironmentValues()
    #expect(values.swift5Greeting == "hello")
    values.swift5Greeting = "bye"
    #expect(values.swift5Greeting == "bye")
  }
}
