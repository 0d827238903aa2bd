import Foundation
import Testing

@testable import ComposableArchitecture

/// `URL.documentsDirectory` and its siblings, which feature code hands to file storage, exist
/// where Foundation lacks them, and give way to Foundation's own once it has them.
struct DirectoryURLTests {
  @Test func featureCodeUsingTheDocumentsDirectoryBuilds() {
    @Shared(.fileStorage(.documentsDirectory.appending(component: "items.json")))
    var items: [String] = []
    #expect(items == [])
    let url = URL.documentsDirectory.appending(component: "items.json")
    #expect(url.lastPathComponent == "items.json")
    #expect(url.deletingLastPathComponent().path == URL.documentsDirectory.path)
  }

  #if !canImport(Darwin)
    @Test func directoriesAreFoundationsWhereItNamesThem() {
      let pairs: [(URL, FileManager.SearchPathDirectory)] = [
        (.documentsDirectory, .documentDirectory),
        (.cachesDirectory, .cachesDirectory),
        (.applicationSupportDirectory, .applicationSupportDirectory),
        (.downloadsDirectory, .downloadsDirectory),
        (.desktopDirectory, .desktopDirectory),
        (.moviesDirectory, .moviesDirectory),
        (.musicDirectory, .musicDirectory),
        (.picturesDirectory, .picturesDirectory),
        (.sharedPublicDirectory, .sharedPublicDirectory),
        (.trashDirectory, .trashDirectory),
      ]
      for (url, search) in pairs {
        let foundations = FileManager.default.urls(for: search, in: .userDomainMask).first
        if foundations?.path.contains("\"") == true {
          // Foundation misread a desktop's user-dirs file: ours reads it again.
          #expect(!url.path.contains("\""))
        } else {
          #expect(url.standardizedFileURL.path == foundations?.standardizedFileURL.path)
        }
      }
    }

    @Test func aDesktopsUserDirsFileIsReadWithoutItsQuotesAndWithItsHome() {
      // What xdg-user-dirs writes; Foundation on Linux answered `/home/blob/"$HOME/Documents"`.
      let contents = """
        # This file is written by xdg-user-dirs-update
        XDG_DESKTOP_DIR="$HOME/Desktop"
        XDG_DOCUMENTS_DIR="$HOME/Papers"
        XDG_MUSIC_DIR="/srv/music"
        XDG_VIDEOS_DIR=relative/videos
        """
      let home = URL(filePath: "/home/blob", directoryHint: .isDirectory)
      func directory(_ key: String) -> String? {
        XDGUserDirectories.directory(named: key, in: contents, home: home)?.path
      }
      #expect(directory("XDG_DOCUMENTS_DIR") == "/home/blob/Papers")
      #expect(directory("XDG_DESKTOP_DIR") == "/home/blob/Desktop")
      #expect(directory("XDG_MUSIC_DIR") == "/srv/music")
      #expect(directory("XDG_VIDEOS_DIR") == nil)
      #expect(directory("XDG_PICTURES_DIR") == nil)
    }

    @Test func directoriesFoundationDoesNotNameLieUnderTheHomeDirectory() {
      let home = URL.homeDirectory.standardizedFileURL.path
      for url in [URL.libraryDirectory, .applicationDirectory] {
        #expect(url.standardizedFileURL.path.hasPrefix(home + "/"), "\(url.path)")
      }
      #expect(
        URL.userDirectory.standardizedFileURL.path == (home as NSString).deletingLastPathComponent)
    }
  #endif

  /// A module declaring `URL.documentsDirectory` on `URL` itself stands in for a Foundation that
  /// has gained it: code that imports both it and this library compiles, without ambiguity, and
  /// picks it. (The stand-in is deprecated so that the compiler's warning tells which one a
  /// reference picked.)
  @Test func aFoundationThatGainsThemWinsWithoutAmbiguity() async throws {
    guard let products = Typecheck.productsDirectory() else {
      Issue.record("Could not find the build's products directory next to the test binary.")
      return
    }
    let directory = try Typecheck.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let standIn = directory.appendingPathComponent("FoundationStandIn.swift")
    try """
    import Foundation
    extension URL {
      @available(*, deprecated, message: "the stand-in for Foundation's own")
      public static var documentsDirectory: URL { URL(fileURLWithPath: "/stand-in") }
    }
    """.write(to: standIn, atomically: true, encoding: .utf8)
    let module = try await Typecheck.swiftc(
      [
        "-emit-module", "-module-name", "FoundationStandIn", "-parse-as-library",
        "-emit-module-path", directory.appendingPathComponent("FoundationStandIn.swiftmodule").path,
        standIn.path,
      ],
      products: products)
    try #require(module.status == 0, "\(module.text)")

    let client = directory.appendingPathComponent("Client.swift")
    try """
    import ComposableArchitecture
    import Foundation
    import FoundationStandIn

    func client() -> URL {
      let explicit = URL.documentsDirectory
      let implicit: URL = .documentsDirectory.appending(component: "items.json")
      _ = explicit
      return implicit
    }
    """.write(to: client, atomically: true, encoding: .utf8)
    let withStandIn = try await Typecheck.swiftc(
      ["-typecheck", "-swift-version", "6", "-I", directory.path, client.path], products: products)
    #expect(withStandIn.status == 0, "\(withStandIn.text)")
    #expect(!withStandIn.text.contains("ambiguous"), "\(withStandIn.text)")
    // One line per warning starts with its location.
    let picks = withStandIn.text.components(separatedBy: "\n").filter {
      $0.hasPrefix(client.path) && $0.contains("warning:")
        && $0.contains("the stand-in for Foundation's own")
    }
    #expect(picks.count == 2, "Both references should pick the stand-in:\n\(withStandIn.text)")

    // Without the stand-in, the same code picks this library's declaration, silently.
    try String(contentsOf: client, encoding: .utf8)
      .replacingOccurrences(of: "import FoundationStandIn\n", with: "")
      .write(to: client, atomically: true, encoding: .utf8)
    let without = try await Typecheck.swiftc(
      ["-typecheck", "-swift-version", "6", client.path], products: products)
    #expect(without.status == 0, "\(without.text)")
    #expect(!without.text.contains("warning:"), "\(without.text)")
  }
}
