import ComposableArchitecture
import Foundation
import Testing

// Which assignments and mutations of `@ObservableState` properties tell observers: a value that
// has an observation identity notifies when its identity changes, an `Equatable` value when it
// is unequal, an object when it is a different object, anything else always.

@ObservableState
private struct NotifyChild: Equatable {
  var count = 0
  mutating func replace(with other: Self) { self = other }
}

private final class NotifyBox {}

private struct NotifyOpaque {
  var value = 0
}

private struct NotifyAlert: Equatable, Identifiable {
  let id: Int
  var title: String
}

@ObservableState
private enum NotifyDestination: Equatable {
  case child(NotifyChild)
  case alert(NotifyAlert)
  case pair(Int, Int)
  case none
}

@ObservableState
private enum NotifyPhase {
  case pair(Int, Int)
  case idle
}

@ObservableState
private struct NotifyParent: Equatable {
  var count = 0
  var child = NotifyChild()
  var sibling = NotifyChild()
  var children: [NotifyChild] = []
  var destination = NotifyDestination.none
  var phase = NotifyPhase.idle
  var opaque = NotifyOpaque()
  var box = NotifyBox()

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.count == rhs.count && lhs.child == rhs.child && lhs.children == rhs.children
  }
}

/// Whether reading `read` was reported changed by `mutate`.
private func notifies(_ read: () -> Void, when mutate: () -> Void) -> Bool {
  let changed = LockIsolated(false)
  withObservationTracking(read) { changed.setValue(true) }
  mutate()
  return changed.value
}

struct ObservationNotificationTests {
  @Test func assigningAnEqualValueDoesNotNotify() {
    var state = NotifyParent(count: 1)
    #expect(!notifies({ _ = state.count }, when: { state.count = 1 }))
    #expect(notifies({ _ = state.count }, when: { state.count = 2 }))
  }

  @Test func assigningAValueThatIsNotEquatableAlwaysNotifies() {
    var state = NotifyParent()
    #expect(notifies({ _ = state.opaque }, when: { state.opaque = NotifyOpaque() }))
  }

  @Test func assigningTheSameObjectDoesNotNotify() {
    var state = NotifyParent()
    let box = state.box
    #expect(!notifies({ _ = state.box }, when: { state.box = box }))
    #expect(notifies({ _ = state.box }, when: { state.box = NotifyBox() }))
  }

  @Test func assigningAChildOfTheSameIdentityDoesNotNotifyTheParentProperty() {
    // As in the original library: a copy keeps its identity, and identity decides first.
    var state = NotifyParent()
    var copy = state.child
    copy.count = 3
    #expect(!notifies({ _ = state.child }, when: { state.child = copy }))
    #expect(notifies({ _ = state.child }, when: { state.child = NotifyChild(count: 5) }))
  }

  @Test func mutatingAChildInPlaceNotifiesOnlyObserversOfWhatChanged() {
    var state = NotifyParent()
    let childCountChanged = LockIsolated(false)
    withObservationTracking {
      _ = state.child.count
    } onChange: {
      childCountChanged.setValue(true)
    }
    #expect(!notifies({ _ = state.child }, when: { state.child.count += 1 }))
    #expect(childCountChanged.value)
  }

  @Test func aMutatingMethodReplacingAChildWithACopyNotifies() {
    // A copy keeps its identity, so only the fresh identity an in-place mutation gives the child
    // tells a wholesale replacement from a change of its properties.
    let child = NotifyChild(count: 1)
    var copy = child
    copy.count = 2
    #expect(copy._$id == child._$id)
    var state = NotifyParent(child: child, sibling: copy)
    #expect(notifies({ _ = state.child.count }, when: { state.child.replace(with: copy) }))
    #expect(state.child.count == 2)
  }

  @Test func mutatingAnArrayElementInPlaceDoesNotNotifyObserversOfTheArray() {
    var state = NotifyParent(children: [NotifyChild(), NotifyChild()])
    #expect(!notifies({ _ = state.children }, when: { state.children[0].count += 1 }))
    #expect(notifies({ _ = state.children }, when: { state.children.append(NotifyChild()) }))
    #expect(notifies({ _ = state.children }, when: { state.children.swapAt(0, 1) }))
    #expect(state.children.map(\.count) == [0, 1, 0])
  }

  @Test func anEnumPayloadThatIsNotObservableIsComparedByValue() {
    // An `Identifiable` payload with the same id but new contents is a change.
    var state = NotifyParent(destination: .alert(NotifyAlert(id: 1, title: "Hello")))
    #expect(
      notifies(
        { _ = state.destination },
        when: { state.destination = .alert(NotifyAlert(id: 1, title: "Goodbye")) }))
    #expect(
      !notifies(
        { _ = state.destination },
        when: { state.destination = .alert(NotifyAlert(id: 1, title: "Goodbye")) }))
  }

  @Test func anEnumCaseWithSeveralValuesAlwaysNotifiesWhenNotEquatable() {
    var state = NotifyParent(phase: .pair(1, 2))
    #expect(notifies({ _ = state.phase }, when: { state.phase = .pair(3, 4) }))
  }

  @Test func anEnumKeepsItsObservablePayloadsIdentityThroughInPlaceMutation() {
    var state = NotifyParent(destination: .child(NotifyChild()))
    let before = state.destination._$id
    state.destination.child?.count += 1
    #expect(state.destination._$id == before)
    #expect(state.destination.child?.count == 1)
  }
}

extension NotifyDestination {
  fileprivate var child: NotifyChild? {
    get {
      guard case .child(let child) = self else { return nil }
      return child
    }
    set {
      if let newValue { self = .child(newValue) }
    }
  }
}
