import ComposableArchitecture
import Foundation
import TestSupport
import Testing

private struct Item: Codable, Equatable, Identifiable {
  let id: Int
  var title: String
}

@MainActor
struct FileStorageKeyTests {
  @Test func aMissingFileMeansTheDefaultValue() {
    @Shared(.fileStorage(URL(fileURLWithPath: "/items.json"))) var items: [Item] = []
    #expect(items == [])
    #expect($items.loadError == nil)
  }

  @Test func testsNeverTouchTheDisk() async throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("never-written-\(UUID().uuidString).json")
    @Shared(.fileStorage(url)) var count = 0
    $count.withLock { $0 = 1 }
    try await $count.save()
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func valuesAreWrittenAsJSONAndReadBack() throws {
    let files = LockIsolated<[URL: Data]>([:])
    let url = URL(fileURLWithPath: "/items.json")
    try withDependencies {
      $0.defaultFileStorage = .inMemory(fileSystem: files)
    } operation: {
      @Shared(.fileStorage(url)) var items: [Item] = []
      $items.withLock { $0.append(Item(id: 1, title: "Milk")) }
      let data = try #require(files.value[url])
      #expect(try JSONDecoder().decode([Item].self, from: data) == [Item(id: 1, title: "Milk")])
    }
  }

  @Test func anExistingFileIsLoaded() throws {
    let url = URL(fileURLWithPath: "/items.json")
    let data = try JSONEncoder().encode([Item(id: 7, title: "Eggs")])
    let files = LockIsolated([url: data])
    withDependencies {
      $0.defaultFileStorage = .inMemory(fileSystem: files)
    } operation: {
      @Shared(.fileStorage(url)) var items: [Item] = []
      #expect(items == [Item(id: 7, title: "Eggs")])
    }
  }

  @Test func customDecodingAndEncoding() throws {
    let url = URL(fileURLWithPath: "/notes.txt")
    let files = LockIsolated([url: Data("hello".utf8)])
    withDependencies {
      $0.defaultFileStorage = .inMemory(fileSystem: files)
    } operation: {
      let notes = Shared(
        wrappedValue: "",
        .fileStorage(
          url,
          decode: { @Sendable in String(decoding: $0, as: UTF8.self) },
          encode: { @Sendable in Data($0.utf8) }
        )
      )
      #expect(notes.wrappedValue == "hello")
      notes.withLock { $0 += " world" }
      #expect(files.value[url] == Data("hello world".utf8))
    }
  }

  @Test func holdersOfOneFileShareOneValue() {
    let url = URL(fileURLWithPath: "/count.json")
    @Shared(.fileStorage(url)) var first = 0
    @Shared(.fileStorage(url)) var second = 0
    $first.withLock { $0 = 3 }
    #expect(second == 3)
  }

  @Test func anUndecodableFileIsReportedAndNeverOverwritten() async throws {
    let url = URL(fileURLWithPath: "/items.json")
    let corrupt = Data("{ not json".utf8)
    let files = LockIsolated([url: corrupt])
    try await withDependencies {
      $0.defaultFileStorage = .inMemory(fileSystem: files)
    } operation: {
      var shared: Shared<[Item]>?
      withKnownIssue {
        shared = Shared(wrappedValue: [], .fileStorage(url))
      } matching: { issue in
        issue.description.contains("could not be decoded")
      }
      let items = try #require(shared)
      #expect(items.wrappedValue == [])
      #expect(items.loadError is DecodingError)

      // Mutating and saving leave the file alone and say why.
      items.withLock { $0.append(Item(id: 1, title: "New")) }
      #expect(files.value[url] == corrupt)
      #expect(items.saveError is FileStorageUndecodableFileError)
      await #expect(throws: FileStorageUndecodableFileError.self) { try await items.save() }
      #expect(files.value[url] == corrupt)

      // Once the app moves the file away (its backup), saving writes a new file.
      files.withValue {
        $0[URL(fileURLWithPath: "/items.json.backup")] = $0.removeValue(forKey: url)
      }
      try await items.save()
      #expect(items.saveError == nil)
      let data = try #require(files.value[url])
      #expect(try JSONDecoder().decode([Item].self, from: data) == [Item(id: 1, title: "New")])
    }
  }

  @Test func typeSafeKeysCarryTheirDefault() {
    @Shared(.items) var items
    #expect(items == [Item(id: 0, title: "Default")])
    $items.withLock { $0.append(Item(id: 1, title: "More")) }
    @Shared(.items) var again
    #expect(again.count == 2)
  }

  // MARK: The file system

  @Test func theFileSystemStorageWritesAtomicallyAndReadsBack() async throws {
    let directory = TemporaryDirectory("shared-file-storage")
    defer { directory.remove() }
    let url = directory.file("nested/items.json")
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      let items = Shared(wrappedValue: [Item](), .fileStorage(url))
      items.withLock { $0.append(Item(id: 1, title: "Milk")) }
      try await items.save()
      let data = try Data(contentsOf: url)
      #expect(try JSONDecoder().decode([Item].self, from: data) == [Item(id: 1, title: "Milk")])
      // No temporary file is left behind.
      let names = try FileManager.default.contentsOfDirectory(
        atPath: url.deletingLastPathComponent().path)
      #expect(names == ["items.json"])
    }
  }

  @Test func writesAreDebounced() async {
    let directory = TemporaryDirectory("shared-file-storage")
    defer { directory.remove() }
    let url = directory.file("count.json")
    await withDependencies {
      $0.defaultFileStorage = .fileSystem(saveInterval: .seconds(2), pollInterval: .seconds(10))
    } operation: {
      let count = Shared(wrappedValue: 0, .fileStorage(url))
      let firstWrite = ContinuousClock.now
      count.withLock { $0 = 1 }  // written at once
      #expect(await eventually { (try? Data(contentsOf: url)) == Data("1".utf8) })
      for value in 2...50 { count.withLock { $0 = value } }
      // The burst is coalesced into one write of the last value, after the interval. (Checked
      // only while the interval that began with the first write runs: a loaded machine may take
      // longer than that to see the first write, and then the burst is written at once.)
      if ContinuousClock.now - firstWrite < .milliseconds(1_900) {
        #expect((try? Data(contentsOf: url)) == Data("1".utf8))
      }
      #expect(await eventually { (try? Data(contentsOf: url)) == Data("50".utf8) })
    }
  }

  @Test func changesMadeToTheFileOutsideTheAppArePickedUp() async throws {
    let directory = TemporaryDirectory("shared-file-storage")
    defer { directory.remove() }
    let url = directory.file("count.json")
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem(saveInterval: .zero, pollInterval: .milliseconds(20))
    } operation: {
      let count = Shared(wrappedValue: 0, .fileStorage(url))
      try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
      try Data("42".utf8).write(to: url)
      #expect(await eventually { count.wrappedValue == 42 })
      try FileManager.default.removeItem(at: url)
      #expect(await eventually { count.wrappedValue == 0 })
    }
  }

  @Test func concurrentWritersLeaveTheLastValueOnDisk() async {
    let directory = TemporaryDirectory("shared-file-storage")
    defer { directory.remove() }
    let url = directory.file("count.json")
    await withDependencies {
      $0.defaultFileStorage = .fileSystem(
        saveInterval: .milliseconds(5), pollInterval: .seconds(10))
    } operation: {
      let count = Shared(wrappedValue: 0, .fileStorage(url))
      await withTaskGroup(of: Void.self) { group in
        for _ in 0..<20 {
          group.addTask { for _ in 0..<50 { count.withLock { $0 += 1 } } }
        }
      }
      #expect(count.wrappedValue == 1_000)
      #expect(await eventually { (try? Data(contentsOf: url)) == Data("1000".utf8) })
    }
  }

  @Test func readersNeverSeeAPartialFile() async throws {
    let directory = TemporaryDirectory("shared-file-storage")
    defer { directory.remove() }
    let url = directory.file("items.json")
    let big = (0..<2_000).map { Item(id: $0, title: String(repeating: "x", count: 50)) }
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem(saveInterval: .zero, pollInterval: .seconds(10))
    } operation: {
      let items = Shared(wrappedValue: [Item](), .fileStorage(url))
      items.withLock { $0 = big }
      try await items.save()
      let writer = Task {
        for index in 0..<30 {
          items.withLock { $0[index].title = "changed \(index)" }
          try await items.save()
        }
      }
      var reads = 0
      while !writer.isCancelled, reads < 200 {
        let data = try Data(contentsOf: url)
        #expect((try? JSONDecoder().decode([Item].self, from: data))?.count == big.count)
        reads += 1
        await Task.yield()
      }
      try await writer.value
    }
  }
}

extension SharedKey where Self == FileStorageKey<[Item]>.Default {
  fileprivate static var items: Self {
    Self[
      .fileStorage(URL(fileURLWithPath: "/type-safe-items.json")),
      default: [Item(id: 0, title: "Default")]]
  }
}
