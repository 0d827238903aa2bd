import ComposableArchitecture
import Testing

/// Many tasks send to one store at once while its effects deliver, get cancelled, and their
/// features are dismissed, removed and popped under them.
@MainActor
struct ConcurrentSendStressTests {
  @Test func sendingFromManyTasksLosesNoActionAndLeavesNoEffectRunning() async {
    let driver = TreeDriver()
    let store = driver.store
    let gate = driver.gate
    let senders = 6
    let rounds = 150

    // Opens the gate over and over, so delayed effects deliver while others are cancelled. It
    // keeps opening until every effect has ended: an effect's task may first run after the last
    // sender is done, and it must not find the gate closed for good.
    let opener = Task.detached {
      while !Task.isCancelled {
        gate.open()
        // sleep-ok: the opener's tick, simulated; it runs until cancelled.
        try? await Task.sleep(for: .milliseconds(1))
      }
    }
    let tasks = await withTaskGroup(of: [StoreTask].self) { group in
      for sender in 0..<senders {
        group.addTask {
          var tasks: [StoreTask] = []
          for round in 0..<rounds {
            tasks += await Self.stressRound(store, sender: sender, round: round)
          }
          return tasks
        }
      }
      var all: [StoreTask] = []
      for await tasks in group { all += tasks }
      return all
    }

    // Every effect ends: cancelled, or let through the gate.
    for task in tasks {
      await expectFinish(task, TreeStep(kind: .settle, index: 0, amount: 0))
    }
    opener.cancel()
    await opener.value
    // No effect is still suspended at the gate or on its way out of it.
    #expect(gate.inFlight == 0)
    // Every increment sent to the root, and every amount its uncancellable effects delivered,
    // was reduced exactly once.
    #expect(store.tally.count == senders * rounds * 2)
  }

  /// One round of one sender: two increments of the root (one direct, one through an effect),
  /// and a turn of churn in the rest of the tree. Returns the tasks of the effects started.
  nonisolated private static func stressRound(
    _ store: StoreOf<TreeFeature>, sender: Int, round: Int
  ) async -> [StoreTask] {
    var tasks: [StoreTask] = []
    await store.send(.tally(.increment))
    tasks.append(await store.send(.tally(.startDelayed(0))))
    switch (sender + round) % 8 {
    case 0:
      await store.send(.present)
    case 1:
      tasks += await MainActor.run { Self.startChildEffect(store) }
    case 2:
      tasks += await MainActor.run {
        store.scope(\.child, action: \.child.presented).map { [$0.send(.closeTapped)] } ?? []
      }
    case 3:
      await store.send(.addRow)
      tasks += await MainActor.run {
        store.scope(\.rows, action: \.rows).last.map { [$0.send(.startDelayed(2))] } ?? []
      }
    case 4:
      await MainActor.run {
        if let id = store.rows.ids.first { store.send(.removeRow(id: id)) }
      }
    case 5:
      await store.send(.push)
      tasks += await MainActor.run { Self.startElementEffect(store, close: round % 3 == 0) }
    case 6:
      await store.send(.tally(.cancelDelayed))
    default:
      await MainActor.run {
        if let id = store.path.ids.first { store.send(.path(.popFrom(id: id))) }
      }
    }
    // The root's uncancellable increment: an effect that sends one action back.
    tasks.append(await store.send(.tally(.incrementLater)))
    return tasks
  }

  /// Taps the presented child, if any, and starts one of its delayed effects.
  private static func startChildEffect(_ store: StoreOf<TreeFeature>) -> [StoreTask] {
    guard let child = store.scope(\.child, action: \.child.presented) else { return [] }
    child.send(.increment)
    return [child.send(.startDelayed(3))]
  }

  /// Starts a delayed effect in the top stack element and, if asked, has it dismiss itself.
  private static func startElementEffect(_ store: StoreOf<TreeFeature>, close: Bool) -> [StoreTask]
  {
    guard let id = store.path.ids.last,
      let element = store.scope(\.path[id: id], action: \.path[id: id])
    else { return [] }
    var tasks = [element.send(.startDelayed(4))]
    if close { tasks.append(element.send(.closeTapped)) }
    return tasks
  }
}
