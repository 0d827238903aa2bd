import PropertyBased

/// One thing a user (or an effect's timing) does to ``TreeFeature``.
///
/// `index` picks a row or stack element (modulo how many there are) and `amount` is what a
/// delayed effect adds. A step whose target does not exist is skipped, by the store and the model
/// alike, as a view without that child could not send it.
struct TreeStep: Sendable, CustomStringConvertible {
  enum Kind: CaseIterable, Sendable {
    case rootIncrement, rootStartDelayed, rootCancel
    case present, dismissChild, childIncrement, childStartDelayed, childCancel, childClose
    case addRow, removeRow, rowIncrement, rowStartDelayed, rowCancel
    case push, pop, elementIncrement, elementStartDelayed, elementCancel, elementClose
    /// Opens the gate: every delayed effect still waiting delivers.
    case settle
  }
  var kind: Kind
  var index: Int
  var amount: Int

  var description: String { "\(self.kind)(\(self.index), \(self.amount))" }

  /// Random sequences of up to `maxLength` steps.
  static func sequences(maxLength: Int) -> Generator<[TreeStep], some SendableSequenceType> {
    zip(Gen<Kind>.case, Gen.int(in: 0...7), Gen.int(in: 1...9))
      .map { TreeStep(kind: $0.0, index: $0.1, amount: $0.2) }
      .array(of: 0...maxLength)
  }
}
