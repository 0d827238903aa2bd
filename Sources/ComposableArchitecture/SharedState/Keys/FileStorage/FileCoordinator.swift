import Dispatch
import Foundation

/// The state a ``FileStorage`` keeps about its files: one coordinator per file.
final class FileStorageState: @unchecked Sendable {  // Safe: the reason is below.
  // Safe: `coordinators` is only read and written while holding `lock`.
  private let lock = NSLock()
  private var coordinators: [URL: FileCoordinator] = [:]

  func coordinator(for url: URL) -> FileCoordinator {
    self.lock.withLock {
      if let coordinator = self.coordinators[url] { return coordinator }
      let coordinator = FileCoordinator(url: url)
      self.coordinators[url] = coordinator
      return coordinator
    }
  }
}

/// Serializes everything done to one file: reads, debounced writes, the signature of the
/// contents the app last read or wrote (to tell outside changes from its own), and the
/// quarantine of a file that could not be loaded.
final class FileCoordinator: @unchecked Sendable {  // Safe: the reason is below.
  // Safe: every mutable stored property is read and written while holding `lock`.
  let url: URL
  private let lock = NSRecursiveLock()
  private var knownSignature: FileSignature?
  private var quarantinedSignature: FileSignature?
  private var pending: PendingWrite?
  private var isScheduled = false
  private var lastWrite: ContinuousClock.Instant?

  private struct PendingWrite {
    var encode: @Sendable () throws -> Data
    var continuations: [SaveContinuation]
    var storage: FileStorage
  }

  init(url: URL) {
    self.url = url
  }

  /// Reads the file, remembering its signature; `nil` when there is no file.
  func read(in storage: FileStorage) throws -> Data? {
    try self.lock.withLock {
      self.knownSignature = storage.signature(self.url)
      return try storage.read(self.url)
    }
  }

  /// Marks the file as holding data the app could not load: it is not written over until it
  /// changes or goes away.
  func quarantine(in storage: FileStorage) {
    self.lock.withLock {
      self.quarantinedSignature = storage.signature(self.url)
    }
  }

  /// Writes the encoded value, now or after the storage's save interval (a later value replaces
  /// a pending one, and every continuation is resumed when it is written).
  func write(
    _ encode: @escaping @Sendable () throws -> Data,
    in storage: FileStorage,
    immediately: Bool,
    continuation: SaveContinuation
  ) {
    guard let interval = storage.saveInterval, !immediately else {
      self.lock.withLock {
        var continuations = self.pending?.continuations ?? []
        continuations.append(continuation)
        self.pending = PendingWrite(encode: encode, continuations: continuations, storage: storage)
      }
      self.flushNow()
      return
    }
    self.lock.withLock {
      var continuations = self.pending?.continuations ?? []
      continuations.append(continuation)
      self.pending = PendingWrite(encode: encode, continuations: continuations, storage: storage)
      guard !self.isScheduled else { return }
      self.isScheduled = true
      PendingFileWrites.shared.insert(self)
      let now = ContinuousClock.now
      let delay = self.lastWrite.map { max(.zero, $0 + interval - now) } ?? .zero
      let deadline = DispatchTime.now() + .nanoseconds(Int(delay / .nanoseconds(1)))
      FileCoordinator.queue.asyncAfter(deadline: deadline) { [self] in
        self.flushNow()
      }
    }
  }

  /// Writes the pending value now, if any, then resumes its continuations (outside the lock:
  /// they lock the shared value, whose holder may be waiting for this lock to save).
  func flushNow() {
    let written: (Result<Void, any Error>, [SaveContinuation])? = self.lock.withLock {
      self.isScheduled = false
      // The file stays among the pending ones until it is written: a process exiting meanwhile
      // flushes it, which waits for this lock and so for the write in progress. Leaving first
      // let an exit find nothing to flush and end the process in the middle of the write, with
      // the file not there yet.
      defer { PendingFileWrites.shared.remove(self) }
      guard let pending = self.pending else { return nil }
      self.pending = nil
      self.lastWrite = .now
      return (Result { try self.writeHoldingLock(pending) }, pending.continuations)
    }
    guard let (result, continuations) = written else { return }
    for continuation in continuations {
      continuation.resume(with: result)
    }
  }

  private func writeHoldingLock(_ pending: PendingWrite) throws {
    let storage = pending.storage
    if let quarantined = self.quarantinedSignature {
      guard storage.signature(self.url) != quarantined else {
        throw FileStorageUndecodableFileError(url: self.url)
      }
      self.quarantinedSignature = nil
    }
    try storage.write(try pending.encode(), self.url)
    self.knownSignature = storage.signature(self.url)
  }

  /// Whether the file changed since the app last read or wrote it (and no write of the app's is
  /// pending, which would win); records the new signature.
  func takeOutsideChange(in storage: FileStorage) -> Bool {
    self.lock.withLock {
      guard self.pending == nil else { return false }
      let signature = storage.signature(self.url)
      guard signature != self.knownSignature else { return false }
      self.knownSignature = signature
      return true
    }
  }

  /// The queue debounced writes run on.
  static let queue = DispatchQueue(label: "ComposableArchitecture.FileStorage.writes")
}

/// The files with a debounced write pending, written at once when the process exits normally.
final class PendingFileWrites: @unchecked Sendable {  // Safe: the reason is below.
  // Safe: `files` is only read and written while holding `lock`.
  private let lock = NSLock()
  private var files: [ObjectIdentifier: FileCoordinator] = [:]

  static let shared: PendingFileWrites = {
    atexit { PendingFileWrites.shared.flushAll() }
    return PendingFileWrites()
  }()

  func insert(_ file: FileCoordinator) {
    self.lock.withLock { self.files[ObjectIdentifier(file)] = file }
  }

  func remove(_ file: FileCoordinator) {
    self.lock.withLock { _ = self.files.removeValue(forKey: ObjectIdentifier(file)) }
  }

  /// Whether the file at `url` has a write that an exit would flush (or wait for).
  func isPending(_ url: URL) -> Bool {
    self.lock.withLock { self.files.values.contains { $0.url == url } }
  }

  /// Writes every pending value now.
  func flushAll() {
    let files = self.lock.withLock { Array(self.files.values) }
    for file in files {
      file.flushNow()
    }
  }
}
