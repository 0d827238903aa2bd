import ComposableArchitecture
import Testing

// The notification rules of `@ObservableState` properties, compiled in Swift 5 language mode:
// the overloads the macro's setters pick must resolve the same way as in Swift 6 mode.

@ObservableState
struct Swift5Child: Equatable {
  var count = 0
  mutating func replace(with other: Self) { self = other }
}

final class Swift5Box {}

@ObservableState
struct Swift5Parent {
  var count = 0
  var child = Swift5Child()
  var children: [Swift5Child] = []
  var box = Swift5Box()
  var pending: (Int, Int) = (0, 0)
}

private func notifies(_ read: () -> Void, when mutate: () -> Void) -> Bool {
  let changed = LockIsolated(false)
  withObservationTracking(read) { changed.setValue(true) }
  mutate()
  return changed.value
}

struct ObservationNotificationSwift5Tests {
  @Test func equalValuesAndSameObjectsDoNotNotify() {
    var state = Swift5Parent()
    let box = state.box
    #expect(!notifies({ _ = state.count }, when: { state.count = 0 }))
    #expect(notifies({ _ = state.count }, when: { state.count = 1 }))
    #expect(!notifies({ _ = state.box }, when: { state.box = box }))
    #expect(notifies({ _ = state.box }, when: { state.box = Swift5Box() }))
    #expect(notifies({ _ = state.pending }, when: { state.pending = (0, 0) }))
  }

  @Test func replacingAChildWithACopyFromInsideNotifies() {
    let child = Swift5Child(count: 1)
    var copy = child
    copy.count = 2
    var state = Swift5Parent(child: child)
    #expect(notifies({ _ = state.child.count }, when: { state.child.replace(with: copy) }))
    #expect(!notifies({ _ = state.child }, when: { state.child.count += 1 }))
  }

  @Test func mutatingAnArrayElementInPlaceDoesNotNotifyTheArray() {
    var state = Swift5Parent(children: [Swift5Child()])
    #expect(!notifies({ _ = state.children }, when: { state.children[0].count += 1 }))
    #expect(notifies({ _ = state.children }, when: { state.children.append(Swift5Child()) }))
  }
}
