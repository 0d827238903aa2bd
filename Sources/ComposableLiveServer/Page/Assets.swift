#if LiveServer
  import Foundation

  /// The files a page loads, kept in memory and served by name: no path from a request ever
  /// reaches the file system, so none can leave the asset folder.
  struct Assets: Sendable {
    /// Where the page finds the script.
    static let scriptPath = "/assets/live.js"
    /// Where the page finds the stylesheet.
    static let stylesheetPath = "/assets/tca.css"

    /// The assets by name (the last path component).
    let files: [String: (contentType: String, body: String)]

    init(stylesheet: String) {
      self.files = [
        "live.js": ("text/javascript; charset=utf-8", Self.script),
        "tca.css": ("text/css; charset=utf-8", stylesheet + StatusBanner.stylesheet),
      ]
    }

    /// The file a request names, if it is one of ours.
    func file(named name: String) -> (contentType: String, body: String)? {
      self.files[name]
    }

    /// The page script, `Resources/live.js`.
    static let script: String = {
      guard let url = Bundle.module.url(forResource: "live", withExtension: "js"),
        let text = try? String(contentsOf: url, encoding: .utf8)
      else {
        return "console.error('ComposableLiveServer: live.js is missing from the resource bundle')"
      }
      return text
    }()
  }
#endif
