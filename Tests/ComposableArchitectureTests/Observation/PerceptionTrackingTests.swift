import ComposableArchitecture
import Testing

/// A model written with the original library's Perception spelling.
@Perceptible
private final class PerceptibleCounter {
  var count = 0
  var unrelated = ""
}

@MainActor
struct PerceptionTrackingTests {
  @Test func withPerceptionTrackingTracksWhatItReadsAsObservationDoes() {
    let counter = PerceptibleCounter()
    let changes = LockIsolated(0)
    let read = withPerceptionTracking {
      counter.count
    } onChange: {
      changes.withValue { $0 += 1 }
    }
    #expect(read == 0)
    counter.unrelated = "x"
    #expect(changes.value == 0)
    counter.count += 1
    counter.count += 1
    // Once, for the first change, as withObservationTracking does.
    #expect(changes.value == 1)
  }

  @Test func perceptibleTypesAreObservable() {
    func isObservable<T>(_: T.Type) -> Bool { T.self is any Observable.Type }
    func isPerceptible<T>(_: T.Type) -> Bool { T.self is any Perceptible.Type }
    #expect(isObservable(PerceptibleCounter.self))
    #expect(isPerceptible(PerceptibleCounter.self))
  }

  @Test func storesAreTrackedByWithPerceptionTracking() {
    let store = Store(initialState: FactFeature.State()) { FactFeature() }
    let changed = LockIsolated(false)
    withPerceptionTracking {
      _ = store.count
    } onChange: {
      changed.setValue(true)
    }
    store.send(.incrementButtonTapped)
    #expect(changed.value)
  }
}
