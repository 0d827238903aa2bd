import ComposableArchitecture
import Testing

@testable import ComposableViews

/// Hosts whose state changed reach the main actor through one hop: one main-actor job for the
/// notifications scheduled before it starts, each run once, in order.
@MainActor
@Suite struct MainActorHopTests {
  @MainActor final class Log {
    var entries: [Int] = []
  }

  @Test func actionsScheduledOffTheMainActorRunOnceInOrder() async {
    let hop = MainActorHop()
    let log = Log()
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Task.detached {
        for index in 0..<200 {
          hop.schedule {
            MainActor.assertIsolated()
            log.entries.append(index)
            if index == 199 { done.resume() }
          }
        }
      }
    }
    #expect(log.entries == Array(0..<200))
  }

  @Test func anActionScheduledWhileTheJobRunsRunsAfterIt() async {
    let hop = MainActorHop()
    let log = Log()
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      hop.schedule {
        log.entries.append(1)
        hop.schedule {
          log.entries.append(3)
          done.resume()
        }
      }
      hop.schedule { log.entries.append(2) }
    }
    #expect(log.entries == [1, 2, 3])
  }

  struct CountView: View {
    @Shared var count: Int
    var body: some View {
      Text("Count: \(self.count)")
    }
  }

  /// A change made off the main actor to state that many hosts show notifies each host once,
  /// and each host's patch shows it.
  @Test func aSharedChangeReachesEveryHostOnce() async throws {
    let count = Shared(value: 0)
    let hosts = (0..<50).map { _ in ViewHost(CountView(count: count)) }
    let notified = Log()
    for (index, host) in hosts.enumerated() {
      #expect(host.render().contains("Count: 0"))
      host.onInvalidate = { notified.entries.append(index) }
    }
    await Task.detached { count.withLock { $0 = 1 } }.value
    let deadline = ContinuousClock.now + .seconds(5)
    while notified.entries.count < hosts.count, ContinuousClock.now < deadline {
      // sleep-ok: a poll interval, bounded by the 5 s deadline above.
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(notified.entries.sorted() == Array(0..<hosts.count))
    for host in hosts {
      let patches = host.takePatches()
      #expect(patches.count == 1)
      #expect(patches.first?.html.contains("Count: 1") == true)
    }
    // Nothing else was scheduled for them. An absence has no sign to wait for: a stray
    // notification gets this long to arrive.
    // sleep-ok: time for a stray notification to arrive, an absence cannot be awaited.
    try await Task.sleep(for: .milliseconds(20))
    #expect(notified.entries.count == hosts.count)
  }
}
