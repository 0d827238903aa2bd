import Testing

@testable import ComposableViews

/// A child view whose value is unchanged keeps its HTML: the reconciler compares the view's
/// stored properties bit by bit. The padding between them is compared never, since no copy
/// defines it (a `UInt8` before an `Int` leaves seven bytes whatever the stack held).
@MainActor
@Suite struct UnitContentComparisonTests {
  struct Card: View {
    var theme: UInt8
    var count: Int
    var title: String
    var body: some View { Text(self.title) }
  }

  struct Nested: View {
    var card: Card
    var pair: (flag: Bool, value: Int)
    var body: some View { self.card }
  }

  /// Writes `byte` into every padding byte of `value`, as a stack that held something else would.
  func scribble<T>(_ value: inout T, fields: FieldBytes, byte: UInt8) {
    withUnsafeMutableBytes(of: &value) { bytes in
      for index in bytes.indices where !fields.ranges.contains(where: { $0.contains(index) }) {
        bytes[index] = byte
      }
    }
  }

  @Test func paddingDoesNotMakeAnUnchangedViewDiffer() {
    let fields = FieldBytes.of(Card.self)
    #expect(fields.ranges == [0..<1, 8..<32], "theme, then count and title, without the padding")
    var scribbled = Card(theme: 2, count: 7, title: "Design")
    scribble(&scribbled, fields: fields, byte: 0xAB)
    var clean = Card(theme: 2, count: 7, title: "Design")
    scribble(&clean, fields: fields, byte: 0)
    #expect(CompositeContent(scribbled).isSame(as: CompositeContent(clean)))
  }

  @Test func aChangedFieldStillDiffers() {
    let card = Card(theme: 2, count: 7, title: "Design")
    var other = card
    other.theme = 3
    #expect(!CompositeContent(card).isSame(as: CompositeContent(other)))
    other = card
    other.title = "Engineering"
    #expect(!CompositeContent(card).isSame(as: CompositeContent(other)))
    other = card
    other.count = 8
    #expect(!CompositeContent(card).isSame(as: CompositeContent(other)))
  }

  @Test func nestedStructsAndTuplesAreFollowedDownToTheirFields() {
    let fields = FieldBytes.of(Nested.self)
    // The card's own padding, and the tuple's after its flag, are left out.
    #expect(fields.ranges == [0..<1, 8..<33, 40..<48])
    var lhs = Nested(card: Card(theme: 1, count: 2, title: "A"), pair: (true, 5))
    scribble(&lhs, fields: fields, byte: 0xFF)
    var rhs = Nested(card: Card(theme: 1, count: 2, title: "A"), pair: (true, 5))
    scribble(&rhs, fields: fields, byte: 0)
    #expect(CompositeContent(lhs).isSame(as: CompositeContent(rhs)))
    rhs.pair.flag = false
    #expect(!CompositeContent(lhs).isSame(as: CompositeContent(rhs)))
  }

  @Test func fieldsThatLeaveBytesUnexplainedAreNotTrusted() {
    typealias Field = FieldBytes.FieldLayout
    // A `UInt8` then an `Int`: 7 bytes of padding, less than the `Int`'s alignment.
    let theme = Field(offset: 0, size: 1, alignment: 1)
    let count = Field(offset: 8, size: 8, alignment: 8)
    #expect(FieldBytes.explainsEveryByte([theme, count], size: 16))
    // A field the runtime could not resolve, reported as empty: its 8 bytes are unexplained,
    // between the fields or at the end, and the type is then compared whole.
    let unresolved = Field(offset: 8, size: 0, alignment: 1)
    let after = Field(offset: 16, size: 8, alignment: 8)
    #expect(!FieldBytes.explainsEveryByte([theme, unresolved, after], size: 24))
    #expect(!FieldBytes.explainsEveryByte([theme, count, unresolved], size: 24))
    // No fields listed for a type with bytes.
    #expect(!FieldBytes.explainsEveryByte([], size: 8))
    #expect(FieldBytes.explainsEveryByte([], size: 0))
  }

  @Test func anEnumCountsWhole() {
    // An enum's payload and tag are not listed as fields: all its bytes are compared.
    enum Choice {
      case none
      case some(Int8)
      case many(Int64)
    }
    struct Holder: View {
      var choice: Choice
      var body: some View { EmptyView() }
    }
    #expect(FieldBytes.of(Holder.self).ranges == [0..<MemoryLayout<Choice>.size])
    let some = CompositeContent(Holder(choice: .some(1)))
    #expect(!some.isSame(as: CompositeContent(Holder(choice: .none))))
    #expect(!some.isSame(as: CompositeContent(Holder(choice: .many(1)))))
  }
}
