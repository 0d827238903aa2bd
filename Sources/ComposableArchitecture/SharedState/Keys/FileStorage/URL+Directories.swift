#if !canImport(Darwin)
  import Foundation

  // `URL.documentsDirectory` and its siblings, which feature code passes to file storage
  // (`.fileStorage(.documentsDirectory.appending(component: "items.json"))`): Apple's Foundation
  // has them; the Foundation of other platforms does not (yet).
  //
  // They are declared on a protocol `URL` conforms to, not on `URL` itself, so that a Foundation
  // that gains them wins without ambiguity: a member of the type is preferred to a member of a
  // protocol extension, whereas a member in an extension of `URL` here would shadow Foundation's
  // (a module's declarations shadow those of the modules it imports).

  /// The home of the directory URLs below. Plumbing: only `URL` conforms.
  public protocol _PlatformDirectoryURLs {}

  extension URL: _PlatformDirectoryURLs {}

  extension _PlatformDirectoryURLs where Self == URL {
    /// The user's documents directory (`~/Documents` on Linux, or its XDG setting).
    public static var documentsDirectory: URL { directory(.documentDirectory, else: "Documents") }

    /// The user's caches directory (`~/.cache` on Linux, or `$XDG_CACHE_HOME`).
    public static var cachesDirectory: URL { directory(.cachesDirectory, else: ".cache") }

    /// The user's application support directory (`~/.local/share` on Linux, or
    /// `$XDG_DATA_HOME`).
    public static var applicationSupportDirectory: URL {
      directory(.applicationSupportDirectory, else: ".local/share")
    }

    /// The user's library directory; Linux has none, so `~/.local`, the parent of the XDG data
    /// and state directories.
    public static var libraryDirectory: URL { directory(.libraryDirectory, else: ".local") }

    /// The user's downloads directory (`~/Downloads` on Linux, or its XDG setting).
    public static var downloadsDirectory: URL { directory(.downloadsDirectory, else: "Downloads") }

    /// The user's desktop directory (`~/Desktop` on Linux, or its XDG setting).
    public static var desktopDirectory: URL { directory(.desktopDirectory, else: "Desktop") }

    /// The user's movies directory (`~/Videos` on Linux, or its XDG setting).
    public static var moviesDirectory: URL { directory(.moviesDirectory, else: "Videos") }

    /// The user's music directory (`~/Music` on Linux, or its XDG setting).
    public static var musicDirectory: URL { directory(.musicDirectory, else: "Music") }

    /// The user's pictures directory (`~/Pictures` on Linux, or its XDG setting).
    public static var picturesDirectory: URL { directory(.picturesDirectory, else: "Pictures") }

    /// The user's public directory (`~/Public` on Linux, or its XDG setting).
    public static var sharedPublicDirectory: URL {
      directory(.sharedPublicDirectory, else: "Public")
    }

    /// The user's trash directory (`~/.Trash` where Foundation names it so, else the XDG trash,
    /// `~/.local/share/Trash`).
    public static var trashDirectory: URL {
      directory(.trashDirectory, else: ".local/share/Trash")
    }

    /// The user's applications directory; Linux has none, so the XDG one of application
    /// entries, `~/.local/share/applications`.
    public static var applicationDirectory: URL {
      directory(.applicationDirectory, else: ".local/share/applications")
    }

    /// The directory of the users' home directories (on Linux, the parent of the home
    /// directory, usually `/home`).
    public static var userDirectory: URL {
      URL.homeDirectory.deletingLastPathComponent()
    }

    /// Foundation's directory for `search` (read again from the desktop's `user-dirs.dirs` where
    /// Foundation misreads it), or `fallback` under the home directory when it has none.
    private static func directory(
      _ search: FileManager.SearchPathDirectory, else fallback: String
    ) -> URL {
      let foundations = FileManager.default.urls(for: search, in: .userDomainMask).first
      if let foundations, !foundations.path(percentEncoded: false).contains("\"") {
        return foundations
      }
      return XDGUserDirectories.directory(for: search)
        ?? URL.homeDirectory.appending(path: fallback, directoryHint: .isDirectory)
    }
  }
#endif
