// A small benchmark harness: medians of many timed batches, their spread, and ratios of medians.
//
// Every scenario is timed with `ContinuousClock` over batches of operations. A batch is sized so
// that it runs for at least `minimumBatchTime`, the batch is repeated `samples` times, and the
// per-operation time of each batch is kept. The reported figure is the median of those, with the
// interquartile range as its spread. Ratios are always computed from medians of the same run.

import HeapUsage

/// Keeps the optimizer from discarding a value.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// The per-operation times of one scenario, in nanoseconds.
struct Measurement {
  let name: String
  let samples: [Double]

  init(name: String, samples: [Double]) {
    self.name = name
    self.samples = samples.sorted()
  }

  /// The value at fraction `q` of the sorted samples (linear interpolation).
  func quantile(_ q: Double) -> Double {
    guard !self.samples.isEmpty else { return .nan }
    let position = q * Double(self.samples.count - 1)
    let lower = Int(position.rounded(.down))
    let upper = min(lower + 1, self.samples.count - 1)
    let fraction = position - Double(lower)
    return self.samples[lower] * (1 - fraction) + self.samples[upper] * fraction
  }

  var median: Double { self.quantile(0.5) }

  /// The interquartile range relative to the median, in percent.
  var spread: Double { (self.quantile(0.75) - self.quantile(0.25)) / self.median * 100 }
}

extension Duration {
  var nanoseconds: Double {
    let (seconds, attoseconds) = self.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}

@MainActor
final class Harness {
  var samples = 31
  var minimumBatchTime = Duration.milliseconds(10)
  /// When set, only the scenario of this name runs, `profileIterations` times, untimed (for
  /// profiling with callgrind); a scenario with set-up runs it before every operation.
  var profiled: String?
  var profileIterations = 10_000
  /// When `false` (`--setup-only`), a profiled scenario runs everything but its operations: the
  /// instructions of a run with operations less those of one without are the operations' own
  /// (see `instructions.sh`).
  var profilesOperations = true
  /// When set, only scenarios whose names start with one of these prefixes run (timed as usual):
  /// `--only sqlite,grdb` runs both sides of a ratio.
  var only: [String]?
  private(set) var results: [String: Measurement] = [:]
  /// Heap bytes left allocated per cycle, by scenario (see ``measureRetainedBytes``).
  private(set) var retainedBytes: [String: Double] = [:]
  private let clock = ContinuousClock()

  /// Times `operation`, called repeatedly in batches; reports the time of one call.
  func measure(_ name: String, _ operation: () -> Void) {
    if self.skips(name) { return }
    if let profiled = self.profiled {
      if profiled == name {
        for _ in 0..<self.profileIterations where self.profilesOperations { operation() }
      }
      return
    }
    // Warm up and size the batch.
    var batch = 1
    while true {
      let elapsed = self.time(batch, operation)
      if elapsed >= self.minimumBatchTime || batch >= 1 << 24 { break }
      batch *= 2
    }
    var samples: [Double] = []
    samples.reserveCapacity(self.samples)
    for _ in 0..<self.samples {
      samples.append(self.time(batch, operation).nanoseconds / Double(batch))
    }
    self.record(Measurement(name: name, samples: samples))
  }

  /// Times `operation` once per sample on a value prepared by `setUp`, which is not timed.
  ///
  /// For operations that need fresh state each time (a cache miss, one-shot observers) and are
  /// long enough (microseconds) to be timed one by one. The result is divided by `operations`, the
  /// number of operations one call stands for.
  func measureEach<Value>(
    _ name: String,
    samples: Int? = nil,
    operations: Int = 1,
    setUp: () -> Value,
    _ operation: (inout Value) -> Void
  ) {
    if self.skips(name) { return }
    if let profiled = self.profiled {
      if profiled == name {
        for _ in 0..<self.profileIterations {
          var value = setUp()
          if self.profilesOperations { operation(&value) }
          blackHole(value)
        }
      }
      return
    }
    let count = samples ?? self.samples
    var results: [Double] = []
    for index in -2..<count {  // two warm-up runs
      var value = setUp()
      let start = self.clock.now
      operation(&value)
      let elapsed = self.clock.now - start
      blackHole(value)
      if index >= 0 { results.append(elapsed.nanoseconds / Double(operations)) }
    }
    self.record(Measurement(name: name, samples: results))
  }

  /// Like ``measureEach(_:samples:operations:setUp:_:)`` for asynchronous operations.
  func measureEachAsync<Value>(
    _ name: String,
    samples: Int? = nil,
    operations: Int = 1,
    setUp: () -> Value,
    _ operation: (Value) async -> Void
  ) async {
    if self.skips(name) { return }
    if let profiled = self.profiled, profiled != name { return }
    let count = samples ?? self.samples
    var results: [Double] = []
    for index in -2..<count {
      let value = setUp()
      let start = self.clock.now
      await operation(value)
      let elapsed = self.clock.now - start
      blackHole(value)
      if index >= 0 { results.append(elapsed.nanoseconds / Double(operations)) }
    }
    self.record(Measurement(name: name, samples: results))
  }

  /// Measures the heap memory that `cycles` repetitions of a cycle leave allocated, per cycle.
  ///
  /// `run(n)` runs the cycle `n` times. It runs `warmUp` times first (caches and tables reach
  /// their working size), then `cycles` times between two readings of the bytes the C allocator
  /// holds for the process (all threads); the result is their difference divided by `cycles`.
  func measureRetainedBytes(
    _ name: String,
    warmUp: Int,
    cycles: Int,
    _ run: (Int) async -> Void
  ) async {
    if self.skips(name) { return }
    if let profiled = self.profiled {
      if profiled == name { await run(cycles) }
      return
    }
    await run(warmUp)
    await settle()
    let before = heapBytesInUse()
    await run(cycles)
    await settle()
    let after = heapBytesInUse()
    let perCycle = Double(after - before) / Double(cycles)
    self.retainedBytes[name] = perCycle
    print(
      "\(pad(name, 34)) \(pad(format2(perCycle), 12, left: true)) bytes per cycle"
        + " (heap \(before / 1024) KiB -> \(after / 1024) KiB over \(cycles) cycles)"
    )
  }

  /// Lets work that finished effects left behind (their clean-up on the main actor) run.
  private func settle() async {
    for _ in 0..<1_000 { await Task.yield() }
    try? await Task.sleep(for: .milliseconds(50))
    for _ in 0..<1_000 { await Task.yield() }
  }

  /// Whether some scenarios are left out or not timed (`--only`, `--profile`).
  var isPartialRun: Bool { self.profiled != nil || self.only != nil }

  /// Whether `--only` leaves scenario `name` out.
  private func skips(_ name: String) -> Bool {
    guard let only = self.only else { return false }
    return !only.contains { name.hasPrefix($0) }
  }

  private func time(_ batch: Int, _ operation: () -> Void) -> Duration {
    let start = self.clock.now
    for _ in 0..<batch { operation() }
    return self.clock.now - start
  }

  private func record(_ measurement: Measurement) {
    self.results[measurement.name] = measurement
    print(
      "\(pad(measurement.name, 34)) median \(pad(format(measurement.median), 12, left: true))"
        + "  IQR ±\(pad(String(format1(measurement.spread / 2)), 5, left: true))%"
        + "  (n=\(measurement.samples.count))"
    )
  }

  func median(_ name: String) -> Double {
    self.results[name]?.median ?? .nan
  }
}

/// The bytes the C allocator has handed out and not had back, over all threads; `0` where that is
/// not available (see `HeapUsage.h`).
func heapBytesInUse() -> Int {
  Int(heap_usage_bytes_in_use())
}

/// A bound on the heap bytes a scenario's cycle leaves allocated.
struct MemoryTarget {
  let name: String
  let scenario: String
  let bound: Double
}

/// A target on the ratio of two medians.
struct RatioTarget {
  let name: String
  let numerator: String
  let denominator: String
  let bound: Double
  /// A scenario whose median is taken off the numerator's first: the ratio is then of what the
  /// numerator costs above that floor (`(numerator - floor) / denominator`).
  var floor: String? = nil

  /// The ratio of the medians measured by `harness`.
  @MainActor
  func value(in harness: Harness) -> Double {
    let floor = self.floor.map { harness.median($0) } ?? 0
    let above = harness.median(self.numerator) - floor
    return above / harness.median(self.denominator)
  }
}

/// Formats nanoseconds with a unit.
func format(_ nanoseconds: Double) -> String {
  if nanoseconds >= 1e6 { return format2(nanoseconds / 1e6) + " ms" }
  if nanoseconds >= 1e3 { return format2(nanoseconds / 1e3) + " µs" }
  return format2(nanoseconds) + " ns"
}

func format2(_ value: Double) -> String {
  guard value.isFinite else { return "nan" }
  if value < 0 { return "-" + format2(-value) }
  let hundredths = Int((value * 100).rounded())
  let fraction = hundredths % 100
  return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
}

func format1(_ value: Double) -> String {
  guard value.isFinite else { return "nan" }
  let tenths = Int((value * 10).rounded())
  return "\(tenths / 10).\(tenths % 10)"
}

func pad(_ string: String, _ width: Int, left: Bool = false) -> String {
  let padding = String(repeating: " ", count: max(0, width - string.count))
  return left ? padding + string : string + padding
}
