import Foundation

/// `map` over the machine's cores, keeping the order of the input.
enum ParallelMap {
  static func map<Element: Sendable, Result: Sendable>(
    _ elements: [Element], _ transform: @Sendable (Element) -> Result
  ) -> [Result] {
    let box = ResultBox<Result>(count: elements.count)
    DispatchQueue.concurrentPerform(iterations: elements.count) { index in
      box.set(index, transform(elements[index]))
    }
    return box.values()
  }

  private final class ResultBox<Result: Sendable>: @unchecked Sendable {  // storage is guarded by `lock`
    private var storage: [Result?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result) {
      lock.withLock { storage[index] = value }
    }

    func values() -> [Result] { storage.map { $0! } }
  }
}
