import ComposableArchitecture
import ComposableViews
import Foundation
import Observation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Usage: Benchmarks [--check] [--samples N] [--only PREFIX[,PREFIX…]] [--profile NAME [--iterations N] [--setup-only]]
//
// Prints one line per scenario (median time of one operation and its spread), then one line per
// ratio target, last. With `--check`, exits with status 1 when any ratio misses its target.

let arguments = CommandLine.arguments
let harness = Harness()
if let index = arguments.firstIndex(of: "--samples"), index + 1 < arguments.count,
  let samples = Int(arguments[index + 1])
{
  harness.samples = samples
}
if let index = arguments.firstIndex(of: "--only"), index + 1 < arguments.count {
  harness.only = arguments[index + 1].split(separator: ",").map(String.init)
}
if let index = arguments.firstIndex(of: "--profile"), index + 1 < arguments.count {
  harness.profiled = arguments[index + 1]
}
if let index = arguments.firstIndex(of: "--iterations"), index + 1 < arguments.count,
  let iterations = Int(arguments[index + 1])
{
  harness.profileIterations = iterations
}
if arguments.contains("--setup-only") {
  harness.profilesOperations = false
}

// MARK: - Root store and direct reduce (nesting 1)

do {
  let store = Store(initialState: Nested.State()) { Nested() }
  harness.measure("store.send") {
    store.send(.tap)
  }

  let reducer = Nested()
  var state = Nested.State()
  harness.measure("reduce.direct") {
    blackHole(reducer.reduce(into: &state, action: .tap))
  }

  var handWrittenState = Nested.State()
  harness.measure("handwritten-1") {
    handWrittenTap(&handWrittenState, levels: 1)
  }
}

// MARK: - Nesting 10: `@Presents var child` + `ifLet`, ten features deep

do {
  let levels = 10
  // Built once, as an app does at the call site of a scope that it stores; see
  // `nested10.scope.cached.literal` for the cost with key path literals written in place.
  let childState: KeyPath<Nested.State, Nested.State?> = \.child
  let childAction: CaseKeyPath<Nested.Action, Nested.Action> = \.child.presented

  @MainActor
  func leaf(of root: StoreOf<Nested>) -> StoreOf<Nested> {
    var store = root
    for _ in 1..<levels {
      store = store.scope(childState, action: childAction)!
    }
    return store
  }

  harness.measureEach(
    "nested10.scope.fresh",
    setUp: { Store(initialState: Nested.State.nested(levels: levels)) { Nested() } },
    { root in blackHole(leaf(of: root)) }
  )

  let root = Store(initialState: Nested.State.nested(levels: levels)) { Nested() }
  let leafStore = leaf(of: root)
  harness.measure("nested10.scope.cached") {
    blackHole(leaf(of: root))
  }
  harness.measure("nested10.scope.cached.literal") {
    var store = root
    for _ in 1..<levels {
      store = store.scope(\.child, action: \.child.presented)!
    }
    blackHole(store)
  }
  // The part of the literal scope that is not the store's: the runtime instantiating the case
  // key path literal (a new object with its subscript arguments every time it is evaluated).
  harness.measure("nested10.literal.build") {
    for _ in 1..<levels {
      blackHole(\Nested.Action.Cases.child.presented)
    }
  }
  precondition(leaf(of: root) === leafStore, "the scoped store was not cached")

  harness.measure("nested10.state.leaf") {
    blackHole(leafStore.count)
  }

  harness.measure("nested10.send.leaf") {
    leafStore.send(.tap)
  }
  let embedded = Nested.Action.embedded(.tap, levels: levels)
  harness.measure("nested10.send.root") {
    root.send(embedded)
  }

  let reducer = Nested()
  var state = Nested.State.nested(levels: levels)
  harness.measure("nested10.reduce.direct") {
    blackHole(reducer.reduce(into: &state, action: embedded))
  }

  var handWrittenState = Nested.State.nested(levels: levels)
  harness.measure("handwritten-10") {
    handWrittenTap(&handWrittenState, levels: levels)
  }
  precondition(state.count == 0 && handWrittenState.count == 0)
}

// MARK: - Rows: `forEach` over 10, 1,000 and 100,000 rows

for count in [10, 1_000, 100_000] {
  let store = Store(initialState: RowList.State.rows(count)) { RowList() }
  let rowsState: KeyPath<RowList.State, IdentifiedArrayOf<Row.State>> = \.rows
  let rowsAction: CaseKeyPath<RowList.Action, IdentifiedActionOf<Row>> = \.rows

  harness.measure("rows-\(count).collection") {
    blackHole(store.scope(rowsState, action: rowsAction))
  }
  let rowStore = store.scope(rowsState, action: rowsAction)[count / 2]
  harness.measure("rows-\(count).send") {
    rowStore.send(.tap)
  }
  harness.measure("rows-\(count).state") {
    blackHole(rowStore.count)
  }
}

// MARK: - Observation

/// Counts `withObservationTracking` change notifications.
final class ChangeCounter: @unchecked Sendable {
  var count = 0
}

do {
  let store = Store(initialState: Nested.State()) { Nested() }
  harness.measure("observe.send-0") {
    store.send(.tap)
  }

  let unrelated = ChangeCounter()
  let observedStore = Store(initialState: Nested.State()) { Nested() }
  for _ in 0..<1_000 {
    withObservationTracking {
      _ = observedStore.other
    } onChange: {
      unrelated.count += 1
    }
  }
  harness.measure("observe.send-1000-unrelated") {
    observedStore.send(.tap)
  }
  precondition(unrelated.count == 0, "an observer of an unrelated field was notified")

  let changed = ChangeCounter()
  harness.measureEach(
    "observe.send-1000-changed",
    setUp: { () -> StoreOf<Nested> in
      let store = Store(initialState: Nested.State()) { Nested() }
      for _ in 0..<1_000 {
        withObservationTracking {
          _ = store.count
        } onChange: {
          changed.count += 1
        }
      }
      return store
    },
    { store in store.send(.tap) }
  )
  precondition(
    harness.isPartialRun || changed.count == 1_000 * (harness.samples + 2),
    "observers were not notified"
  )
}

// MARK: - Shared state

do {
  let store = Store(initialState: SharedCounter.State(count: Shared(value: 0))) {
    SharedCounter()
  }
  let unrelated = ChangeCounter()
  let observedStore = Store(initialState: SharedCounter.State(count: Shared(value: 0))) {
    SharedCounter()
  }
  for _ in 0..<1_000 {
    withObservationTracking {
      _ = observedStore.other
    } onChange: {
      unrelated.count += 1
    }
  }
  harness.measure("shared.write-1000-unrelated") {
    observedStore.send(.incrementShared)
  }
  harness.measure("shared.write-0") {
    store.send(.incrementShared)
  }
  precondition(unrelated.count == 0, "an observer of an unrelated field was notified")
  precondition(
    harness.isPartialRun || observedStore.count > 0, "the shared value was not written")
}

// MARK: - Effects

do {
  let effectCount = 10_000
  await harness.measureEachAsync(
    "effects.run-10000",
    samples: max(5, harness.samples / 3),
    operations: effectCount,
    setUp: { Store(initialState: Effects.State()) { Effects() } }
  ) { store in
    var tasks: [StoreTask] = []
    tasks.reserveCapacity(effectCount)
    for _ in 0..<effectCount {
      tasks.append(store.send(.run))
    }
    for task in tasks {
      await task.finish()
    }
    precondition(store.finished == effectCount, "effects did not finish")
  }

  // The same round trip without the library: a task that sends one value back to the main
  // actor.
  await harness.measureEachAsync(
    "effects.task-10000",
    samples: max(5, harness.samples / 3),
    operations: effectCount,
    setUp: { MainActorCounter() }
  ) { counter in
    var tasks: [Task<Void, Never>] = []
    tasks.reserveCapacity(effectCount)
    for _ in 0..<effectCount {
      tasks.append(Task.detached { await counter.receive() })
    }
    for task in tasks {
      await task.value
    }
    precondition(counter.value == effectCount, "tasks did not finish")
  }

  await harness.measureEachAsync(
    "effects.cancellable-10000",
    samples: max(5, harness.samples / 3),
    operations: effectCount,
    setUp: { Store(initialState: Effects.State()) { Effects() } }
  ) { store in
    var tasks: [StoreTask] = []
    tasks.reserveCapacity(effectCount)
    for id in 0..<effectCount {
      tasks.append(store.send(.startLongLiving(id)))
      store.send(.cancel(id))
    }
    for task in tasks {
      await task.finish()
    }
  }
}

// MARK: - Memory: present/dismiss cycles

do {
  let store = Store(initialState: Presenter.State()) { Presenter() }
  // One cycle as an app runs it: present, scope the child as its view does, tap, start the
  // child's long-running effect, dismiss, and scope again as the presenting view does. Every 10
  // cycles the effects (cancelled by the dismissals) are left to end, as a run loop lets them
  // between gestures.
  await harness.measureRetainedBytes("present-dismiss", warmUp: 10_000, cycles: 100_000) {
    cycles in
    var tasks: [StoreTask] = []
    for cycle in 1...cycles {
      store.send(.present)
      guard let child = store.scope(\.child, action: \.child.presented) else {
        fatalError("the presented child has no store")
      }
      child.send(.increment)
      tasks.append(child.send(.startLongEffect))
      store.send(.child(.dismiss))
      precondition(store.scope(\.child, action: \.child.presented) == nil)
      if tasks.count == 10 || cycle == cycles {
        for task in tasks { await task.finish() }
        tasks.removeAll(keepingCapacity: true)
      }
    }
  }
}

// MARK: - TestStore

do {
  let steps = 1_000
  await harness.measureEachAsync(
    "teststore.step",
    samples: max(5, harness.samples / 3),
    operations: steps,
    setUp: { TestStore(initialState: Counter.State()) { Counter() } }
  ) { store in
    for _ in 0..<steps {
      await store.send(.increment) {
        $0.count += 1
      }
    }
  }
}

// MARK: - Ratios

// MARK: - Views: rendering a 1,000-row list screen, and a one-row change in it

do {
  let rows = 1_000
  let store = makeListScreen(rows: rows)
  // The floor is the same page: the renderer's output is the hand-written HTML, byte for byte.
  precondition(
    ViewHost(ListScreenView(store: store)).render() == handWrittenListHTML(store.rows),
    "The list screen no longer renders the hand-written page: update handWrittenListHTML.")
  // Each render is of a new store, as a screen's first render is: a store rendered by host after
  // host would gather the observations of every discarded host until its state next changes.
  harness.measureEach(
    "views.render-1000", setUp: { ViewHost(ListScreenView(store: makeListScreen(rows: rows))) },
    { host in blackHole(host.render()) })
  let state = store.rows
  harness.measureEach("views.handwritten-1000", setUp: { state }) { rows in
    blackHole(handWrittenListHTML(rows))
  }
  // A peer renderer: the same page from a Mustache template (Hummingbird's `swift-mustache`),
  // the template parsed once, untimed, as a server parses it at start-up.
  precondition(
    mustacheListHTML(state) == handWrittenListHTML(state),
    "The Mustache template no longer writes the hand-written page: update listPageTemplate.")
  harness.measureEach("views.mustache-1000", setUp: { state }) { rows in
    blackHole(mustacheListHTML(rows))
  }
  // The parts of a render that no renderer of this screen can skip: the rows' stores (what
  // `ForEach(store.scope(…))` makes on a first render)…
  harness.measureEach("views.row-stores-1000", setUp: { makeListScreen(rows: rows) }) { store in
    blackHole(Array(store.scope(state: \.rows, action: \.rows)))
  }
  // …and one `withObservationTracking` per row around the row's reads (per-view observation).
  harness.measureEach(
    "views.observation-1000",
    setUp: { Array(makeListScreen(rows: rows).scope(state: \.rows, action: \.rows)) }
  ) { rowStores in
    for rowStore in rowStores {
      withObservationTracking {
        blackHole(rowStore.title)
        blackHole(rowStore.count)
      } onChange: {
      }
    }
  }
  // …of which Swift's Observation alone, on the rows' states with no store between, is this:
  harness.measureEach(
    "views.observation-state-1000", setUp: { Array(makeListScreen(rows: rows).rows) }
  ) { states in
    for state in states {
      withObservationTracking {
        blackHole(state.title)
        blackHole(state.count)
      } onChange: {
      }
    }
  }
  // …and stores and observation in one operation, as a render does them: the floor of
  // `views.render-1000`.
  harness.measureEach("views.floor-1000", setUp: { makeListScreen(rows: rows) }) { store in
    for rowStore in store.scope(state: \.rows, action: \.rows) {
      withObservationTracking {
        blackHole(rowStore.title)
        blackHole(rowStore.count)
      } onChange: {
      }
    }
  }
  for count in [10, 1_000] {
    let store = makeListScreen(rows: count)
    let host = ViewHost(ListScreenView(store: store))
    _ = host.render()
    let middle = count / 2
    harness.measure("views.row-change-\(count)") {
      store.send(.rows(.element(id: middle, action: .increment)))
      blackHole(host.takePatches())
    }
  }

  // What a live server does for a click on a row's button: the event reaches the button's
  // handler, the row renders again, its patch is encoded as the wire sends it, and the page's
  // title is found to go with it.
  let host = ViewHost(ListScreenView(store: store))
  _ = host.render()
  let button = "r.b.b.k500.b.3"
  precondition(host.handle(ViewEvent(.click, target: button)) == .handled)
  _ = host.takePatches()
  let encoder = JSONEncoder()
  harness.measure("views.event-to-patch-1000") {
    _ = host.handle(ViewEvent(.click, target: button))
    blackHole(try? encoder.encode(host.takePatches()))
    // The server sends the page's title with every patch.
    blackHole(host.title)
  }
  // The floor it is compared with: the same action sent to the store, and the row's view
  // rendered on its own.
  let rowStore = store.scope(\.rows, action: \.rows)[500]
  harness.measure("views.send-and-row-render") {
    store.send(.rows(.element(id: 500, action: .increment)))
    blackHole(ViewHost(ListRowView(store: rowStore)).render())
  }
}

// MARK: - SQLite: a `@SharedReader(.fetchAll(…))` of 1,000 rows following one row's write

measureDatabaseScenarios(harness)

let targets = [
  // Issue 35's bounds for a render: what it costs above its floor (the rows' stores and one
  // observation scope per row, which no renderer of this screen can skip) within twice the
  // hand-written page, and no slower than a template engine writing the same page.
  RatioTarget(
    name: "view-render-over-floor-vs-handwritten", numerator: "views.render-1000",
    denominator: "views.handwritten-1000", bound: 2, floor: "views.floor-1000"),
  RatioTarget(
    name: "view-render-vs-mustache", numerator: "views.render-1000",
    denominator: "views.mustache-1000", bound: 1),
  RatioTarget(
    name: "view-event-to-patch-vs-send-and-render", numerator: "views.event-to-patch-1000",
    denominator: "views.send-and-row-render", bound: 5),
  RatioTarget(
    name: "view-row-change-1000-vs-10", numerator: "views.row-change-1000",
    denominator: "views.row-change-10", bound: 1.5),
  RatioTarget(
    name: "send-vs-direct", numerator: "store.send", denominator: "reduce.direct", bound: 8),
  RatioTarget(
    name: "nested-send-vs-direct", numerator: "nested10.send.leaf",
    denominator: "nested10.reduce.direct", bound: 8),
  RatioTarget(
    name: "leaf-vs-root-send", numerator: "nested10.send.leaf",
    denominator: "nested10.send.root", bound: 1.3),
  // Was <= 3 while a leaf read walked its 9 parents (~19 K instructions). A leaf read is now
  // O(1) (~530), and each of the 9 cached optional scopes still reads the child state through its
  // key path (~1.1 K of the Swift runtime's projection, the read that lets an observer see the
  // child dismissed): ~17.8 K, 34 by instructions (see Benchmarks/README.md).
  RatioTarget(
    name: "cached-scope-vs-access", numerator: "nested10.scope.cached",
    denominator: "nested10.state.leaf", bound: 50),
  RatioTarget(
    name: "literal-vs-stored-scope", numerator: "nested10.scope.cached.literal",
    denominator: "nested10.scope.cached", bound: 100),
  RatioTarget(
    name: "literal-scope-vs-literal-build", numerator: "nested10.scope.cached.literal",
    denominator: "nested10.literal.build", bound: 1.3),
  RatioTarget(
    name: "row-send-100k-vs-10", numerator: "rows-100000.send", denominator: "rows-10.send",
    bound: 1.5),
  RatioTarget(
    name: "observers-unrelated", numerator: "observe.send-1000-unrelated",
    denominator: "observe.send-0", bound: 1.5),
  RatioTarget(
    name: "shared-unrelated", numerator: "shared.write-1000-unrelated",
    denominator: "shared.write-0", bound: 1.5),
  // An effect is one task, as the bare one is, plus a hop to the global executor for its
  // operation and one back after it, the registry's bookkeeping and two reduces: 4.9x the bare
  // task's CPU time (perf task-clock), 5-9x its wall time on a loaded 2-core machine.
  RatioTarget(
    name: "effect-vs-task", numerator: "effects.run-10000", denominator: "effects.task-10000",
    bound: 8),
  RatioTarget(
    name: "teststore-vs-store", numerator: "teststore.step", denominator: "store.send", bound: 50),
  RatioTarget(
    name: "builder-vs-handwritten-1", numerator: "reduce.direct", denominator: "handwritten-1",
    bound: 5),
  RatioTarget(
    name: "builder-vs-handwritten-10", numerator: "nested10.reduce.direct",
    denominator: "handwritten-10", bound: 5),
  // Issue 36: the key's whole path (observation, the refetch of 1,000 rows, delivery into the
  // shared value) against the same write and the same read with GRDB directly, on a file
  // `DatabasePool`.
  RatioTarget(
    name: "sqlite-fetchAll-vs-grdb", numerator: "sqlite.fetchAll.write",
    denominator: "grdb.write.read", bound: 3),
]

/// Ratios printed to explain others, with no target: what part of a figure is a floor.
let explanations = [
  // The whole render against the page built by hand (its bound of 3 was below the floor).
  (
    name: "view-render-vs-handwritten", numerator: "views.render-1000",
    denominator: "views.handwritten-1000"
  ),
  // How much of `view-render-vs-handwritten` is the rows' stores alone, observation alone, and
  // the two together.
  (
    name: "view-row-stores-vs-handwritten", numerator: "views.row-stores-1000",
    denominator: "views.handwritten-1000"
  ),
  (
    name: "view-observation-vs-handwritten", numerator: "views.observation-1000",
    denominator: "views.handwritten-1000"
  ),
  // Observation on the rows' states, with no store: what Swift's `withObservationTracking` costs.
  (
    name: "view-state-observation-vs-handwritten", numerator: "views.observation-state-1000",
    denominator: "views.handwritten-1000"
  ),
  // Both in one operation: what a render of that screen costs before it writes any HTML.
  (
    name: "view-floor-vs-handwritten", numerator: "views.floor-1000",
    denominator: "views.handwritten-1000"
  ),
  // A template engine writing the same page from the rows' states: no stores, no observation.
  (
    name: "view-mustache-vs-handwritten", numerator: "views.mustache-1000",
    denominator: "views.handwritten-1000"
  ),
  (
    name: "view-floor-vs-mustache", numerator: "views.floor-1000",
    denominator: "views.mustache-1000"
  ),
  // `sqlite-fetchAll-vs-grdb` on an in-memory `DatabaseQueue`: no file, so the library's own part
  // (the queue hops, the shared value) is the largest share it can be.
  (
    name: "sqlite-fetchAll-vs-grdb-memory", numerator: "sqlite.fetchAll.write.memory",
    denominator: "grdb.write.read.memory"
  ),
]

let memoryTargets = [
  MemoryTarget(name: "present-dismiss-bytes", scenario: "present-dismiss", bound: 8)
]

print("")
var missed: [String] = []
for target in targets {
  let value = target.value(in: harness)
  if !(value <= target.bound) { missed.append(target.name) }
  print("ratio \(target.name) \(format2(value)) target <= \(format2NoTrailing(target.bound))")
}

for ratio in explanations {
  let value = harness.median(ratio.numerator) / harness.median(ratio.denominator)
  print("ratio \(ratio.name) \(format2(value)) (no target: explains another)")
}

for target in memoryTargets {
  let value = harness.retainedBytes[target.scenario] ?? .nan
  if !(value <= target.bound) { missed.append(target.name) }
  print(
    "memory \(target.name) \(format2(value)) bytes per cycle target <= "
      + format2NoTrailing(target.bound))
}

func format2NoTrailing(_ value: Double) -> String {
  value == value.rounded() ? String(Int(value)) : String(value)
}

if arguments.contains("--check") && !missed.isEmpty {
  exit(1)
}
