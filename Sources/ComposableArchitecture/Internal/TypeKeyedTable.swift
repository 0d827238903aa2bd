import Synchronization

/// A process-wide map from a type to an object made once for it, read without locking.
///
/// Entries are never removed. Readers probe an open-addressed table of atomic slots: a writer
/// stores an entry's value before its key, the key with release ordering, so a reader that loads
/// the key with acquire ordering also sees the value. Writers serialize on a lock. Once the table
/// is three-quarters full, further entries go to a dictionary read under the lock (slower, still
/// correct), so probing always ends at an empty slot.
@usableFromInline
final class TypeKeyedTable: Sendable {
  private static let capacity = 1 << 12
  private static let mask = capacity - 1

  // Allocated once and never freed; after initialization every slot is only accessed through
  // its atomic operations.
  nonisolated(unsafe) private let keys: UnsafeMutablePointer<Atomic<UInt>>
  nonisolated(unsafe) private let values: UnsafeMutablePointer<Atomic<UInt>>
  private let writer = Mutex<Writer>(Writer())

  private struct Writer: ~Copyable {
    var count = 0
    var overflow: [ObjectIdentifier: any AnyObject & Sendable] = [:]
  }

  init() {
    self.keys = .allocate(capacity: Self.capacity)
    self.values = .allocate(capacity: Self.capacity)
    for index in 0..<Self.capacity {
      (self.keys + index).initialize(to: Atomic(0))
      (self.values + index).initialize(to: Atomic(0))
    }
  }

  /// The table of resolved bodies of reducer types with no stored properties.
  @usableFromInline
  static let reducerBodies = TypeKeyedTable()

  /// The object stored for `type`, unretained, or `nil` when there is none in the lock-free part
  /// of the table.
  @usableFromInline
  func object(for type: Any.Type) -> UnsafeMutableRawPointer? {
    let key = UInt(bitPattern: ObjectIdentifier(type))
    var index = Self.slot(for: key)
    while true {
      let found = self.keys[index].load(ordering: .acquiring)
      if found == key {
        return UnsafeMutableRawPointer(bitPattern: self.values[index].load(ordering: .relaxed))
      }
      if found == 0 { return nil }
      index = (index + 1) & Self.mask
    }
  }

  /// The object stored for `type`, made by `make` and stored if there is none yet. The object
  /// lives as long as the process.
  ///
  /// `make` runs outside the lock (it may build reducers that use this table); when two threads
  /// race, the first object stored wins and the other is discarded.
  @usableFromInline
  func object(
    for type: Any.Type, orInsert make: () -> any AnyObject & Sendable
  ) -> UnsafeMutableRawPointer {
    if let object = self.object(for: type) { return object }
    let key = UInt(bitPattern: ObjectIdentifier(type))
    if let stored = self.writer.withLock({ $0.overflow[ObjectIdentifier(type)] }) {
      return Unmanaged.passUnretained(stored).toOpaque()
    }
    let made = make()
    let stored = self.writer.withLock { writer -> UInt in
      var index = Self.slot(for: key)
      while true {
        let found = self.keys[index].load(ordering: .relaxed)
        if found == key { return self.values[index].load(ordering: .relaxed) }
        if found == 0 { break }
        index = (index + 1) & Self.mask
      }
      if let stored = writer.overflow[ObjectIdentifier(type)] {
        return UInt(bitPattern: Unmanaged.passUnretained(stored).toOpaque())
      }
      guard writer.count < Self.capacity / 4 * 3 else {
        writer.overflow[ObjectIdentifier(type)] = made
        return UInt(bitPattern: Unmanaged.passUnretained(made).toOpaque())
      }
      // Retained for the life of the process: entries are never removed.
      let value = UInt(bitPattern: Unmanaged.passRetained(made).toOpaque())
      self.values[index].store(value, ordering: .relaxed)
      self.keys[index].store(key, ordering: .releasing)
      writer.count += 1
      return value
    }
    // Non-zero: it is the address of an object.
    return UnsafeMutableRawPointer(bitPattern: stored)!
  }

  private static func slot(for key: UInt) -> Int {
    // Metadata addresses are aligned: drop the low bits, mix the rest.
    Int(truncatingIfNeeded: ((key >> 4) &* 0x9E37_79B9_7F4A_7C15) >> 52) & Self.mask
  }
}
