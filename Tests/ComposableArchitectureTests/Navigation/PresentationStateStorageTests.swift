import Testing

@testable import ComposableArchitecture

/// Presentation state boxes what it presents, and only that: nothing presented costs no box.
struct PresentationStateStorageTests {
  /// Sets the presented value to nil through an in-place modification.
  func dismissInPlace(_ value: inout Int?) { value = nil }

  @Test func nothingPresentedHasNoBox() {
    var presentation = PresentationState<Int>(wrappedValue: nil)
    #expect(presentation.storage == nil)
    #expect(!presentation.isPresentedWithoutCopy)

    presentation.wrappedValue = 1
    #expect(presentation.storage != nil)
    #expect(presentation.isPresentedWithoutCopy)
    #expect(presentation.wrappedValue == 1)

    presentation.wrappedValue = nil
    #expect(presentation.storage == nil)

    presentation = PresentationState(wrappedValue: 2)
    self.dismissInPlace(&presentation.wrappedValue)
    #expect(presentation.storage == nil)
    #expect(presentation.wrappedValue == nil)
    #expect(presentation == PresentationState(wrappedValue: nil))
  }

  @Test func aPresentedValueIsModifiedInPlaceUntilItIsShared() throws {
    var presentation = PresentationState<Int>(wrappedValue: 1)
    // The box's identity, without holding it (holding it would share it).
    let box = ObjectIdentifier(try #require(presentation.storage))
    presentation.wrappedValue! += 1
    #expect(presentation.storage.map(ObjectIdentifier.init) == box)

    let copy = presentation
    presentation.wrappedValue! += 1
    #expect(presentation.wrappedValue == 3)
    #expect(copy.wrappedValue == 2)
    #expect(presentation.storage !== copy.storage)
    #expect(presentation != copy)
  }

  @Test func modifyingNothingPresentedPresentsOrLeavesNoBox() {
    var presentation = PresentationState<Int>(wrappedValue: nil)
    presentation.wrappedValue? += 1
    #expect(presentation.wrappedValue == nil)
    #expect(presentation.storage == nil)
  }
}
