import ComposableArchitecture
import PropertyBased
import TestSupport
import Testing

/// Random sequences of taps, delayed effects, cancellations, presentations, dismissals, rows and
/// stack pushes and pops, sent to a real feature tree and to ``ReferenceTree``: after every step
/// both show the same counters, and the effects still waiting are exactly those the model says
/// were neither delivered nor cancelled (none lost, none stuck, none surviving its feature).
@MainActor
struct TreePropertyTests {
  @Test func aFeatureTreeAgreesWithAPlainModelUnderRandomUse() async {
    await propertyCheck(count: 100, input: TreeStep.sequences(maxLength: 40)) { steps in
      let driver = TreeDriver()
      var model = ReferenceTree()
      for (number, step) in steps.enumerated() {
        let applied = await driver.apply(step)
        #expect(applied == model.apply(step), "step \(number) \(step) applies to both or neither")
        #expect(driver.shape == model.shape, "after step \(number) \(step)")
        let expected = model.pendingCount
        let reached = await eventually { driver.gate.waiting == expected }
        #expect(
          reached,
          """
          after step \(number) \(step): \(driver.gate.waiting) effects wait at the gate, \
          the model expects \(expected)
          """
        )
        guard reached, driver.shape == model.shape else { return }
      }
      // Everything still waiting delivers, and then no effect is left running.
      _ = await driver.apply(TreeStep(kind: .settle, index: 0, amount: 0))
      _ = model.apply(TreeStep(kind: .settle, index: 0, amount: 0))
      #expect(driver.shape == model.shape)
      #expect(await eventually { driver.gate.inFlight == 0 })
    }
  }
}
