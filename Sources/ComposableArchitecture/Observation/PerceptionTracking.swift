// The original library tracks observation through Point-Free's Perception back-port (for OS
// versions before Observation). Here Observation is always available, so its names map onto
// Observation's.

/// Tracks access to observable properties in `apply`, and calls `onChange` once, the first time
/// one of them is about to change.
///
/// The name the original library's code uses (from its Perception back-port); here it is
/// Observation's `withObservationTracking(_:onChange:)`.
///
/// ```swift
/// withPerceptionTracking {
///   _ = store.count
/// } onChange: {
///   print("count will change")
/// }
/// ```
///
/// - Parameters:
///   - apply: A closure that reads the observable properties to track.
///   - onChange: A closure called when one of the tracked properties is about to change.
/// - Returns: The value `apply` returns.
public func withPerceptionTracking<T>(
  _ apply: () -> T,
  onChange: @autoclosure () -> @Sendable () -> Void
) -> T {
  withObservationTracking(apply, onChange: onChange())
}

/// A type that emits notifications when its properties change: the original library's name
/// (from its Perception back-port) for Observation's `Observable`.
public typealias Perceptible = Observable

/// Makes a class observable: the original library's name (from its Perception back-port) for
/// Observation's `@Observable` macro, expanded by the same implementation.
///
/// ```swift
/// @Perceptible
/// final class Model {
///   var count = 0
/// }
/// ```
@attached(
  member, names: named(_$observationRegistrar), named(access), named(withMutation),
  named(shouldNotifyObservers)
)
@attached(memberAttribute)
@attached(extension, conformances: Observable)
public macro Perceptible() = #externalMacro(module: "ObservationMacros", type: "ObservableMacro")
