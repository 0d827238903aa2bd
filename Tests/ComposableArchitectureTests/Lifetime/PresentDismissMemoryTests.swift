import ComposableArchitecture
import TestSupport
import Testing

/// Presenting and dismissing a child ten thousand times leaves nothing of any cycle behind:
/// the last child's store is released and every effect a child started has ended, cancelled
/// by its dismissal.
///
/// That the heap stays flat over such cycles is not asserted here: the allocator's bytes in use
/// are a figure of the whole process, which the tests running in parallel with this one move.
/// The Benchmarks executable measures it alone, for the same cycle, release build: its
/// `present-dismiss` line (bytes in use per cycle over 100,000 cycles, glibc's `mallinfo2`)
/// and its `present-dismiss-bytes` target (at most 8 bytes a cycle), checked by
/// `swift run -c release Benchmarks --check` in `Benchmarks/`.
@MainActor
struct PresentDismissMemoryTests {
  @Test func tenThousandPresentDismissCyclesLeaveNoStoreOrEffectBehind() async {
    let ledger = EffectLedger(tracksCaptures: false)
    let store = Store(initialState: LifetimeParent.State()) {
      LifetimeParent()
    } withDependencies: {
      $0.effectLedger = ledger
      $0.lifetimeProbe = LifetimeProbe()
    }
    var lastChild: StoreOf<LifetimeLeaf>?

    // One cycle as an app runs it: present, scope the child as its view does, tap, start the
    // child's long-running effect, dismiss, and scope again as the presenting view does.
    // Every 10 cycles the effects are left to end, as a run loop would between user gestures.
    var tasks: [StoreTask] = []
    for cycle in 1...10_000 {
      store.send(.present)
      guard let child = store.scope(\.child, action: \.child.presented) else {
        Issue.record("The presented child has no store")
        return
      }
      child.send(.increment)
      tasks.append(child.send(.startLongEffect))
      store.send(.child(.dismiss))
      #expect(store.scope(\.child, action: \.child.presented) == nil)
      if cycle == 10_000 { lastChild = child }
      if tasks.count == 10 {
        for task in tasks { await task.finish() }
        tasks.removeAll(keepingCapacity: true)
      }
    }

    weak let releasedChild = lastChild
    lastChild = nil
    #expect(releasedChild == nil)
    #expect(await eventually { ledger.running == 0 })
    #expect(ledger.started == 10_000)
    #expect(ledger.endedByCancellation == 10_000)
  }
}
