#if LiveServer
  @_spi(LiveScreen) import ComposableLiveServer
  import ComposableViews

  /// A list every demo screen of a process shares, standing in for `@Shared` state: what one tab
  /// adds, the others show.
  @MainActor
  public final class SharedBoard {
    /// The board all demo screens use unless told otherwise.
    public static let shared = SharedBoard()

    /// The rows, oldest first.
    public private(set) var rows: [(id: Int, text: String)] = []
    private var nextID = 1
    private var watchers: [() -> Bool] = []

    /// An empty board.
    public init() {}

    /// Adds a row and tells every screen still alive.
    public func add(_ text: String) {
      self.rows.append((self.nextID, text))
      self.nextID += 1
      self.watchers = self.watchers.filter { $0() }
    }

    /// Calls `changed` after each change while it returns true.
    func watch(_ changed: @escaping () -> Bool) {
      self.watchers.append(changed)
    }
  }

  /// Stands for the store a real screen owns: tests hold it weakly to see it released.
  public final class DemoModel {
    /// The count.
    public var count = 0
    /// The text field's value.
    public var name = ""
    /// Pushed screens.
    public var depth = 0
    /// Whether the sheet is up.
    public var isSheetPresented = false
    /// Timer ticks.
    public var ticks = 0
    /// The running timer, cancelled when the model goes.
    var timer: Task<Void, Never>?
    /// Whether the timer runs.
    public var timerIsRunning: Bool { self.timer != nil }

    init() {}

    deinit { self.timer?.cancel() }
  }

  /// A small screen written by hand to the view layer's HTML conventions (`tca-view` units,
  /// `data-tca-on`, a navigation stack, a sheet, `tca-keep` for unchanged rows): the server's
  /// tests drive it as they would a `ViewHost`.
  @MainActor
  @_spi(LiveScreen) public final class DemoScreen: LiveScreen {
    /// The state; the only strong reference to it is here.
    public let model = DemoModel()
    /// The board the list shows.
    public let board: SharedBoard
    /// Every event this screen was given, in order.
    public private(set) var events: [ViewEvent] = []
    /// See ``LiveScreen``.
    public var onInvalidate: (@MainActor () -> Void)?
    private var dirty: Set<String> = []
    private var sentRows: Set<String> = []
    private var invalidated = false

    /// A screen over `board`.
    public init(board: SharedBoard = .shared) {
      self.board = board
      board.watch { [weak self] in
        guard let self else { return false }
        self.markDirty("v0.list")
        return true
      }
    }

    /// The screen's title.
    public var title: String { self.model.depth > 0 ? "Detail \(self.model.depth)" : "Demo" }

    /// See ``LiveScreen``.
    public func render() -> String {
      self.dirty = []
      self.invalidated = false
      self.sentRows = []
      return "<tca-view id=\"v0\"><main>" + self.unit("v0.count") + self.unit("v0.name")
        + self.unit("v0.list")
        + self.unit("v0.stack") + self.unit("v0.sheet") + self.unit("v0.timer")
        + "</main></tca-view>"
    }

    /// See ``LiveScreen``.
    public func takePatches() -> [ViewPatch] {
      self.invalidated = false
      let order = ["v0.count", "v0.name", "v0.list", "v0.stack", "v0.sheet", "v0.timer"]
      let patches = order.filter(self.dirty.contains).map {
        ViewPatch(target: $0, html: self.unit($0))
      }
      self.dirty = []
      return patches
    }

    /// See ``LiveScreen``.
    public func handle(_ event: ViewEvent) -> ViewEventResult {
      self.events.append(event)
      let model = self.model
      switch (event.kind.rawValue, event.target) {
      case ("click", "v0.inc"):
        model.count += 1
        self.markDirty("v0.count")
      case ("click", "v0.dec"):
        model.count -= 1
        self.markDirty("v0.count")
      case ("input", "v0.name.field"):
        model.name = event.value ?? ""
        self.markDirty("v0.name")
      case ("submit", "v0.name.field"), ("click", "v0.add"):
        guard !model.name.isEmpty else { return .ignored("the name is empty") }
        let name = model.name
        model.name = ""
        self.markDirty("v0.name")
        self.board.add(name)
      case ("click", "v0.push"):
        model.depth += 1
        self.markDirty("v0.stack")
      case ("click", "v0.pop"), ("back", "v0.nav"):
        guard model.depth > 0 else { return .ignored("nothing to pop") }
        model.depth -= 1
        self.markDirty("v0.stack")
      case ("click", "v0.sheet.open"):
        model.isSheetPresented = true
        self.markDirty("v0.sheet")
      case ("click", "v0.sheet.close"), ("dismiss", "v0.sheet.dialog"):
        guard model.isSheetPresented else { return .unknownTarget }
        model.isSheetPresented = false
        self.markDirty("v0.sheet")
      case ("click", "v0.timer.toggle"): self.toggleTimer()
      default:
        if event.kind == .click, event.target.hasPrefix("v0.row:"), event.target.hasSuffix(".del") {
          return .ignored("rows are shared and stay")
        }
        return .unknownTarget
      }
      return .handled
    }

    private func toggleTimer() {
      if let timer = self.model.timer {
        timer.cancel()
        self.model.timer = nil
      } else {
        self.model.timer = Task { @MainActor [weak self] in
          while !Task.isCancelled {
            // sleep-ok: the demo timer's simulated tick.
            try? await Task.sleep(for: .milliseconds(100))
            guard let self, !Task.isCancelled else { return }
            self.model.ticks += 1
            self.markDirty("v0.timer")
          }
        }
      }
      self.markDirty("v0.timer")
    }

    private func markDirty(_ unit: String) {
      self.dirty.insert(unit)
      guard !self.invalidated else { return }
      self.invalidated = true
      self.onInvalidate?()
    }

    private func unit(_ id: String) -> String {
      let model = self.model
      let body: String
      switch id {
      case "v0.count":
        body =
          "<p id=\"v0.count.text\">Count: \(model.count)</p>"
          + "<button id=\"v0.dec\" data-tca-on=\"click\">−</button>"
          + "<button id=\"v0.inc\" data-tca-on=\"click\">+</button>"
      case "v0.name":
        body =
          "<label>Name <input id=\"v0.name.field\" data-tca-on=\"input\" data-tca-submit value=\"\(escape(model.name))\"></label>"
          + "<p id=\"v0.name.echo\">Hello, \(escape(model.name))!</p>"
          + "<button id=\"v0.add\" data-tca-on=\"click\">Add</button>"
      case "v0.list":
        var rows = ""
        var sent: Set<String> = []
        for row in self.board.rows {
          let rowID = "v0.row:\(row.id)"
          sent.insert(rowID)
          if self.sentRows.contains(rowID) {
            rows += "<tca-keep id=\"\(rowID)\"></tca-keep>"
          } else {
            rows +=
              "<li id=\"\(rowID)\">\(escape(row.text)) "
              + "<button id=\"\(rowID).del\" data-tca-on=\"click\">Delete</button></li>"
          }
        }
        self.sentRows = sent
        body =
          "<ul id=\"v0.rows\">\(rows)</ul><p id=\"v0.list.count\">\(self.board.rows.count) rows</p>"
      case "v0.stack":
        var screens = "<button id=\"v0.push\" data-tca-on=\"click\">Open detail</button>"
        if model.depth > 0 {
          screens +=
            "<section><h2 id=\"v0.detail\">Detail \(model.depth)</h2>"
            + "<button id=\"v0.pop\" data-tca-on=\"click\">Back</button></section>"
        }
        body =
          "<tca-title hidden>\(escape(self.title))</tca-title>"
          + "<div class=\"tca-stack\" id=\"v0.nav\" data-tca-stack data-tca-depth=\"\(model.depth)\">"
          + screens + "</div>"
      case "v0.sheet":
        body =
          model.isSheetPresented
          ? "<dialog open id=\"v0.sheet.dialog\" data-tca-dismiss><p>A sheet</p>"
            + "<button id=\"v0.sheet.close\" data-tca-on=\"click\">Close</button></dialog>"
          : "<button id=\"v0.sheet.open\" data-tca-on=\"click\">Show sheet</button>"
      case "v0.timer":
        body =
          "<p id=\"v0.ticks\">Ticks: \(model.ticks)</p>"
          + "<button id=\"v0.timer.toggle\" data-tca-on=\"click\">"
          + (model.timer == nil ? "Start" : "Stop") + "</button>"
      default:
        body = ""
      }
      return "<tca-view id=\"\(id)\">\(body)</tca-view>"
    }
  }

  /// Text as HTML text or a quoted attribute value.
  public func escape(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
#endif
