#if !canImport(Darwin)
  import Foundation

  /// The user directories of a Linux desktop, as `xdg-user-dirs` writes them in
  /// `$XDG_CONFIG_HOME/user-dirs.dirs` (`XDG_DOCUMENTS_DIR="$HOME/Documents"`).
  ///
  /// swift-corelibs-foundation reads that file but keeps the quotes and `$HOME` of its values, so
  /// on a desktop that has one (every one with `xdg-user-dirs`) it answers
  /// `/home/blob/"$HOME/Documents"` for the documents directory. The directory URLs use this
  /// reading where Foundation's answer is such a path.
  enum XDGUserDirectories {
    /// The directory the file names for `search`, if it names one.
    static func directory(for search: FileManager.SearchPathDirectory) -> URL? {
      guard let key = key(for: search) else { return nil }
      let environment = ProcessInfo.processInfo.environment
      let configuration =
        environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(filePath: $0) }
        ?? URL.homeDirectory.appending(path: ".config")
      guard
        let contents = try? String(
          contentsOf: configuration.appending(path: "user-dirs.dirs"), encoding: .utf8)
      else { return nil }
      return directory(named: key, in: contents, home: URL.homeDirectory)
    }

    /// The directory `contents` (a `user-dirs.dirs` file) gives `key`: quotes removed, a leading
    /// `$HOME` replaced by `home`; `nil` if it gives none or not an absolute path.
    static func directory(named key: String, in contents: String, home: URL) -> URL? {
      for line in contents.split(whereSeparator: \.isNewline) {
        let line = line.trimmingCharacters(in: .whitespaces)
        guard !line.hasPrefix("#"), let equals = line.firstIndex(of: "="),
          line[..<equals].trimmingCharacters(in: .whitespaces) == key
        else { continue }
        var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
          value = String(value.dropFirst().dropLast())
        }
        if value == "$HOME" { return home }
        if value.hasPrefix("$HOME/") {
          let relative = String(value.dropFirst("$HOME/".count))
          return home.appending(path: relative, directoryHint: .isDirectory)
        }
        guard value.hasPrefix("/") else { return nil }
        return URL(filePath: value, directoryHint: .isDirectory)
      }
      return nil
    }

    private static func key(for search: FileManager.SearchPathDirectory) -> String? {
      switch search {
      case .documentDirectory: "XDG_DOCUMENTS_DIR"
      case .downloadsDirectory: "XDG_DOWNLOAD_DIR"
      case .desktopDirectory: "XDG_DESKTOP_DIR"
      case .moviesDirectory: "XDG_VIDEOS_DIR"
      case .musicDirectory: "XDG_MUSIC_DIR"
      case .picturesDirectory: "XDG_PICTURES_DIR"
      case .sharedPublicDirectory: "XDG_PUBLICSHARE_DIR"
      default: nil
      }
    }
  }
#endif
