/// The names a rendered page and the script that drives it agree on: event kinds, `data-tca-*`
/// attributes, tags and element ids, written here once.
///
/// The renderer writes these names, a server reads them, and the page script reads them from the
/// page (``json``, which a server puts in the page as
/// `<script type="application/json" id="tca-contract">`) rather than spelling them itself: a
/// name changed here changes everywhere.
@_spi(Rendering)
public enum PageContract {
  /// Attributes of rendered elements that the page script reads.
  public enum Attribute {
    /// The event kinds an element sends, separated by spaces (`click`, `input change`).
    public static let on = "data-tca-on"
    /// A text field whose Enter sends `submit`.
    public static let submit = "data-tca-submit"
    /// A dialog that the person may dismiss (Escape, a click on its backdrop).
    public static let dismiss = "data-tca-dismiss"
    /// A navigation stack.
    public static let stack = "data-tca-stack"
    /// The number of screens pushed on a navigation stack.
    public static let depth = "data-tca-depth"
    /// The address of the navigation stack that writes the page's address.
    public static let route = "data-tca-route"
    /// The back button of a pushed screen.
    public static let back = "data-tca-back"
    /// A pushed screen.
    public static let pushed = "data-tca-pushed"
  }

  /// Elements of the page's own, which no view renders.
  public enum Tag {
    /// The element of one unit of re-rendering; its id is the unit's.
    public static let view = "tca-view"
    /// In a patch, stands for the page's element with its id, kept unchanged.
    public static let keep = "tca-keep"
  }

  /// Attributes of the page's `<body>`, which the server writes.
  public enum BodyAttribute {
    /// The tab's session id.
    public static let session = "data-tca-session"
    /// The wire protocol version.
    public static let protocolVersion = "data-tca-protocol"
    /// How often, in milliseconds, the page says it is there.
    public static let heartbeat = "data-tca-heartbeat"
    /// Set by the page while it has no connection.
    public static let connection = "data-tca-connection"
  }

  /// Ids of the page's own elements.
  public enum PageID {
    /// The element that holds the screen.
    public static let root = "tca-root"
    /// The connection banner.
    public static let status = "tca-status"
    /// The `<script type="application/json">` that holds ``json``.
    public static let contract = "tca-contract"
  }

  /// Classes of the page's own elements.
  public enum ClassName {
    /// The close button of the connection banner.
    public static let statusClose = "tca-status-close"
  }

  /// Kinds of message a page sends that are not events of a view.
  public enum Message {
    /// The tab goes away: its session may end at once.
    public static let leave = "leave"
    /// The page is there (sent while idle).
    public static let heartbeat = "heartbeat"
  }

  /// The contract as the page script reads it: a JSON object with `events` (each event kind by
  /// its name), `attributes`, `body`, `tags`, `ids`, `classes` and `messages`, each a map from the name the
  /// script uses to the name in the page.
  public static let json: String = {
    let groups: [(String, [(String, String)])] = [
      ("events", ViewEvent.Kind.allCases.map { ($0.rawValue, $0.rawValue) }),
      (
        "attributes",
        [
          ("on", Attribute.on), ("submit", Attribute.submit), ("dismiss", Attribute.dismiss),
          ("stack", Attribute.stack), ("depth", Attribute.depth), ("route", Attribute.route),
          ("back", Attribute.back), ("pushed", Attribute.pushed),
        ]
      ),
      (
        "body",
        [
          ("session", BodyAttribute.session), ("protocol", BodyAttribute.protocolVersion),
          ("heartbeat", BodyAttribute.heartbeat), ("connection", BodyAttribute.connection),
        ]
      ),
      ("tags", [("view", Tag.view), ("keep", Tag.keep)]),
      ("ids", [("root", PageID.root), ("status", PageID.status)]),
      ("classes", [("statusClose", ClassName.statusClose)]),
      ("messages", [("leave", Message.leave), ("heartbeat", Message.heartbeat)]),
    ]
    // Names and values are plain ASCII words: no escaping is needed.
    let body = groups.map { group, pairs in
      "\"\(group)\":{" + pairs.map { "\"\($0.0)\":\"\($0.1)\"" }.joined(separator: ",") + "}"
    }
    return "{" + body.joined(separator: ",") + "}"
  }()
}
