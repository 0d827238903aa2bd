#if LiveServer
  @_spi(Rendering) import ComposableViews

  /// The HTML document of a tab's first page: the rendered screen inside a shell that links the
  /// stylesheet and the script and carries the session id.
  enum PageDocument {
    /// The id of the element that holds the screen; a `render` message replaces its content.
    static let rootID = PageContract.PageID.root

    /// The whole document: `heartbeatTimeout` is the configuration's.
    static func html(
      body: String, title: String, session: String, heartbeatTimeout: Duration
    ) -> String {
      // The page sends a heartbeat every third of the time a socket may stay silent.
      let heartbeat = max(1, Int((heartbeatTimeout / 3) / .milliseconds(1)))
      return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <link rel="stylesheet" href="\(Assets.stylesheetPath)">
        <script src="\(Assets.scriptPath)" defer></script>
        </head>
        <body \(PageContract.BodyAttribute.session)="\(escape(session))" \
        \(PageContract.BodyAttribute.protocolVersion)="\(LiveProtocol.version)" \
        \(PageContract.BodyAttribute.heartbeat)="\(heartbeat)">
        <script type="application/json" id="\(PageContract.PageID.contract)">\(PageContract.json)</script>
        <div id="\(rootID)">\(body)</div>
        <div id="\(PageContract.PageID.status)" role="status" hidden></div>
        </body>
        </html>

        """
    }

    /// Headers of every page: the browser runs only our own script and talks only to us, so text
    /// that reached the HTML unescaped still could not run.
    static let securityHeaders: [(String, String)] = [
      (
        "Content-Security-Policy",
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
          + "img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; "
          + "frame-ancestors 'none'"
      ),
      ("X-Content-Type-Options", "nosniff"),
      ("Referrer-Policy", "same-origin"),
      ("Cache-Control", "no-store"),
    ]

    /// Text as it may appear in HTML text or a quoted attribute.
    static func escape(_ text: String) -> String {
      var escaped = ""
      escaped.reserveCapacity(text.utf8.count)
      for character in text.unicodeScalars {
        switch character {
        case "&": escaped += "&amp;"
        case "<": escaped += "&lt;"
        case ">": escaped += "&gt;"
        case "\"": escaped += "&quot;"
        case "'": escaped += "&#39;"
        default: escaped.unicodeScalars.append(character)
        }
      }
      return escaped
    }
  }
#endif
