/// The `onAppear`, `onDisappear` and `task` modifiers at one place on screen.
@MainActor
final class LifecycleEntry {
  var onAppear: (@MainActor () -> Void)?
  var onDisappear: (@MainActor () -> Void)?
  var task: (@MainActor () async -> Void)?
  var taskID: AnyHashable?
  var priority: TaskPriority
  var runningTask: Task<Void, Never>?

  init(
    onAppear: (@MainActor () -> Void)? = nil,
    onDisappear: (@MainActor () -> Void)? = nil,
    task: (@MainActor () async -> Void)? = nil,
    taskID: AnyHashable? = nil,
    priority: TaskPriority = .userInitiated
  ) {
    self.onAppear = onAppear
    self.onDisappear = onDisappear
    self.task = task
    self.taskID = taskID
    self.priority = priority
  }

  /// The view appeared: `onAppear` runs and the task starts.
  func appear() {
    self.onAppear?()
    self.startTask()
  }

  /// The view left the screen: its task is cancelled and `onDisappear` runs.
  func disappear() {
    self.runningTask?.cancel()
    self.runningTask = nil
    self.onDisappear?()
  }

  /// The view was rendered again: new closures are kept, and a task whose id changed restarts.
  func update(from newer: LifecycleEntry) {
    self.onAppear = newer.onAppear
    self.onDisappear = newer.onDisappear
    let restart = newer.taskID != self.taskID
    self.task = newer.task
    self.taskID = newer.taskID
    if restart {
      self.runningTask?.cancel()
      self.startTask()
    }
  }

  private func startTask() {
    guard let task = self.task else { return }
    self.runningTask = Task(priority: self.priority) { @MainActor in await task() }
  }
}
