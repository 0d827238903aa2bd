import ComposableArchitecture
import TestSupport
import Testing

/// Drives a real ``TreeFeature`` store the way views would: parent actions on the root store,
/// child actions on the child's scoped store.
@MainActor
final class TreeDriver {
  let gate = Gate()
  let store: StoreOf<TreeFeature>
  /// The tasks of every effect started, to see that each one ends.
  private(set) var tasks: [StoreTask] = []

  init() {
    let gate = self.gate
    self.store = Store(initialState: TreeFeature.State()) {
      TreeFeature()
    } withDependencies: {
      $0.gate = gate
    }
  }

  /// The visible state, in the model's shape.
  var shape: TreeShape {
    let state = self.store.state
    return TreeShape(
      root: [state.tally.id, state.tally.count],
      child: state.child.map { [$0.id, $0.count] },
      rows: state.rows.map { [$0.id, $0.count] },
      path: state.path.map { [$0.id, $0.count] }
    )
  }

  /// Sends what the step stands for; skips it (returns `false`) when its target does not exist.
  func apply(_ step: TreeStep) async -> Bool {
    switch step.kind {
    case .rootIncrement:
      self.store.send(.tally(.increment))
    case .rootStartDelayed:
      self.tasks.append(self.store.send(.tally(.startDelayed(step.amount))))
    case .rootCancel:
      self.store.send(.tally(.cancelDelayed))
    case .present:
      self.store.send(.present)
    case .dismissChild:
      guard self.store.child != nil else { return false }
      self.store.send(.dismissChild)
    case .childClose:
      guard let child = self.child else { return false }
      await expectFinish(child.send(.closeTapped), step)
      // `dismiss()` returns once it asked for dismissal; the dismiss action is reduced next.
      #expect(await eventually { self.store.child == nil }, "\(step) dismisses the child")
    case .childIncrement, .childStartDelayed, .childCancel:
      guard let child = self.child else { return false }
      self.send(step, to: child)
    case .addRow:
      self.store.send(.addRow)
    case .removeRow:
      let ids = self.store.rows.ids
      guard !ids.isEmpty else { return false }
      self.store.send(.removeRow(id: ids[step.index % ids.count]))
    case .rowIncrement, .rowStartDelayed, .rowCancel:
      let rows = self.store.scope(\.rows, action: \.rows)
      guard !rows.isEmpty else { return false }
      self.send(step, to: rows[step.index % rows.count])
    case .push:
      self.store.send(.push)
    case .pop:
      guard let id = self.store.path.ids.last else { return false }
      self.store.send(.path(.popFrom(id: id)))
    case .elementIncrement, .elementStartDelayed, .elementCancel, .elementClose:
      let ids = self.store.path.ids
      guard !ids.isEmpty else { return false }
      let id = ids[step.index % ids.count]
      guard let element = self.store.scope(\.path[id: id], action: \.path[id: id])
      else { return false }
      if step.kind == .elementClose {
        await expectFinish(element.send(.closeTapped), step)
        // `dismiss()` returns once it asked for dismissal; the pop is reduced next.
        #expect(
          await eventually { !self.store.path.ids.contains(id) }, "\(step) pops the element")
      } else {
        self.send(step, to: element)
      }
    case .settle:
      self.gate.open()
      for task in self.tasks { await expectFinish(task, step) }
      self.tasks.removeAll()
    }
    return true
  }

  private var child: StoreOf<Tally>? {
    self.store.scope(\.child, action: \.child.presented)
  }

  private func send(_ step: TreeStep, to store: StoreOf<Tally>) {
    switch step.kind {
    case .childIncrement, .rowIncrement, .elementIncrement:
      store.send(.increment)
    case .childStartDelayed, .rowStartDelayed, .elementStartDelayed:
      self.tasks.append(store.send(.startDelayed(step.amount)))
    default:
      store.send(.cancelDelayed)
    }
  }
}

/// Waits for the effects of `task` to end, recording an issue (and cancelling them) when they
/// are still running after `timeout`: a stuck effect fails the test instead of hanging it.
func expectFinish(
  _ task: StoreTask,
  _ step: TreeStep,
  timeout: Duration = .seconds(10)
) async {
  let finished = await withTaskGroup(of: Bool.self) { group in
    group.addTask {
      await task.finish()
      return true
    }
    group.addTask {
      // sleep-ok: the deadline itself, raced against the task's finish.
      try? await Task.sleep(for: timeout)
      return false
    }
    let first = await group.next() ?? false
    group.cancelAll()
    return first
  }
  if !finished {
    Issue.record("An effect started before or by \(step) was still running after \(timeout)")
  }
}
