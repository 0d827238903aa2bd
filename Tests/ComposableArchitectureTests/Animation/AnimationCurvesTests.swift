import ComposableArchitecture
import Testing

/// The constructors and modifiers of SwiftUI's `Animation` that reducers pass to
/// `send(_:animation:)` exist where SwiftUI does not, and two animations are equal exactly when
/// built alike.
@MainActor
struct AnimationCurvesTests {
  @Test func everyConstructorReducersUseCompiles() {
    let animations: [Animation] = [
      .default, .linear, .easeIn, .easeOut, .easeInOut, .spring, .interactiveSpring,
      .interpolatingSpring, .smooth, .snappy, .bouncy,
      .linear(duration: 0.2), .easeIn(duration: 0.2), .easeOut(duration: 0.2),
      .easeInOut(duration: 0.2), .timingCurve(0.2, 0.8, 0.2, 1, duration: 0.4),
      .spring(response: 0.3, dampingFraction: 0.7), .spring(duration: 0.4, bounce: 0.2),
      .interactiveSpring(response: 0.2), .interactiveSpring(duration: 0.2, extraBounce: 0.1),
      .interpolatingSpring(stiffness: 170, damping: 15),
      .interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: 1),
      .interpolatingSpring(duration: 0.4, bounce: 0.3),
      .smooth(duration: 0.3), .snappy(extraBounce: 0.1), .bouncy(duration: 0.6, extraBounce: 0.2),
      .default.delay(0.1), .linear.speed(2), .easeIn.repeatCount(3),
      .easeOut.repeatCount(2, autoreverses: false), .spring.repeatForever(),
      .smooth.repeatForever(autoreverses: false),
    ]
    #expect(Set(animations).count == animations.count, "each animation is distinct")
  }

  @Test func animationsBuiltAlikeAreEqual() {
    #expect(Animation.spring(response: 0.3) == .spring(response: 0.3, dampingFraction: 0.825))
    #expect(Animation.spring(response: 0.3) != .spring(response: 0.4))
    #expect(Animation.interpolatingSpring(stiffness: 1, damping: 2) != .interpolatingSpring)
    #expect(Animation.easeInOut.delay(0.5) == .easeInOut.delay(0.5))
    #expect(Animation.easeInOut.delay(0.5) != .easeInOut)
    #expect(Animation.easeInOut.delay(0.5).speed(2) != .easeInOut.speed(2).delay(0.5))
    #expect(Animation.easeIn(duration: 1) != .easeOut(duration: 1))
  }

  @Test func anAnimatedSendDeliversItsAction() {
    let store = Store(initialState: 0) {
      Reduce<Int, Bool> { state, _ in
        state += 1
        return .none
      }
    }
    store.send(true, animation: .interpolatingSpring(stiffness: 170, damping: 15))
    store.send(true, animation: .bouncy.delay(0.2).speed(0.5))
    store.send(true, animation: .timingCurve(0.1, 0.2, 0.3, 0.4))
    #expect(store.withState { $0 } == 3)
  }
}
