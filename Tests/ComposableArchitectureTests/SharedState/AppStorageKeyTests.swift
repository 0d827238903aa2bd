import ComposableArchitecture
import Foundation
import Testing

private enum Theme: String, Sendable { case light, dark }
private enum Level: Int, Sendable {
  case low = 1
  case high = 2
}

struct AppStorageKeyTests {
  @Test func scalarValuesAreStoredInTheDefaultsAndReadBackByNewHolders() {
    @Dependency(\.defaultAppStorage) var defaults
    do {
      @Shared(.appStorage("bool")) var bool = false
      @Shared(.appStorage("int")) var int = 0
      @Shared(.appStorage("double")) var double = 0.0
      @Shared(.appStorage("string")) var string = ""
      @Shared(.appStorage("data")) var data = Data()
      @Shared(.appStorage("date")) var date = Date(timeIntervalSince1970: 0)
      @Shared(.appStorage("url")) var url = URL(string: "https://example.com")!
      $bool.withLock { $0 = true }
      $int.withLock { $0 = 42 }
      $double.withLock { $0 = 1.5 }
      $string.withLock { $0 = "Blob" }
      $data.withLock { $0 = Data([1, 2, 3]) }
      $date.withLock { $0 = Date(timeIntervalSince1970: 1_000) }
      $url.withLock { $0 = URL(string: "https://pointfree.co/episodes")! }
      #expect(defaults.bool(forKey: "bool") == true)
      #expect(defaults.integer(forKey: "int") == 42)
      #expect(defaults.double(forKey: "double") == 1.5)
      #expect(defaults.string(forKey: "string") == "Blob")
      #expect(defaults.data(forKey: "data") == Data([1, 2, 3]))
      #expect(defaults.object(forKey: "date") as? Date == Date(timeIntervalSince1970: 1_000))
    }
    // Once every holder is gone, new holders read the stored values, not their defaults.
    @Shared(.appStorage("bool")) var bool = false
    @Shared(.appStorage("int")) var int = 0
    @Shared(.appStorage("double")) var double = 0.0
    @Shared(.appStorage("string")) var string = ""
    @Shared(.appStorage("data")) var data = Data()
    @Shared(.appStorage("date")) var date = Date(timeIntervalSince1970: 0)
    @Shared(.appStorage("url")) var url = URL(string: "https://example.com")!
    #expect(bool == true)
    #expect(int == 42)
    #expect(double == 1.5)
    #expect(string == "Blob")
    #expect(data == Data([1, 2, 3]))
    #expect(date == Date(timeIntervalSince1970: 1_000))
    #expect(url == URL(string: "https://pointfree.co/episodes")!)
  }

  #if os(Linux)
    @Test func liveDefaultsAreWrittenToDiskWhenTheValueChanges() throws {
      let suite = "ComposableArchitectureTests.appStorage.\(UUID().uuidString)"
      let configuration =
        ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"]
        ?? NSHomeDirectory() + "/.config"
      let file = URL(fileURLWithPath: configuration).appendingPathComponent("\(suite).plist")
      defer { try? FileManager.default.removeItem(at: file) }
      let defaults = try #require(UserDefaults(suiteName: suite))
      @Shared(.appStorage("launches", store: defaults)) var launches = 0
      $launches.withLock { $0 += 1 }
      let data = try Data(contentsOf: file)
      let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
      #expect((plist as? [String: Any])?["launches"] as? Int == 1)
    }
  #endif

  @Test func rawRepresentableAndOptionalValues() {
    @Shared(.appStorage("theme")) var theme = Theme.light
    @Shared(.appStorage("level")) var level = Level.low
    @Shared(.appStorage("nickname")) var nickname: String?
    $theme.withLock { $0 = .dark }
    $level.withLock { $0 = .high }
    $nickname.withLock { $0 = "Blobby" }
    @Dependency(\.defaultAppStorage) var defaults
    #expect(defaults.string(forKey: "theme") == "dark")
    #expect(defaults.integer(forKey: "level") == 2)
    #expect(defaults.string(forKey: "nickname") == "Blobby")
    $nickname.withLock { $0 = nil }
    #expect(defaults.object(forKey: "nickname") == nil)
  }

  @Test func anExistingValueIsLoadedInsteadOfTheDefault() {
    @Dependency(\.defaultAppStorage) var defaults
    defaults.set(9, forKey: "count")
    @Shared(.appStorage("count")) var count = 0
    #expect(count == 9)
  }

  @Test func testsStartFromEmptyDefaultsOfTheirOwn() {
    @Dependency(\.defaultAppStorage) var defaults
    #expect(defaults !== UserDefaults.standard)
    #expect(defaults.object(forKey: "count") == nil)
    @Shared(.appStorage("count")) var count = 0
    #expect(count == 0)
  }
}
