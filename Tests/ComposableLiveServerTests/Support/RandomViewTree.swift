#if LiveServer
  import ComposableViews
  import Foundation

  /// A view tree built from a script of random numbers: every control, stacks, lists and sections,
  /// `ForEach` (with and without `onDelete`, over awkward ids), views with bodies, label views in a
  /// control's place, `.id(_:)`, sheets, alerts, navigation stacks and links, and tab views,
  /// nested as the numbers say.
  indirect enum RandomViewTree: Sendable, CustomStringConvertible {
    case button
    /// A button whose label is a view with a body: a unit in the button's place.
    case buttonWithLabelView
    case textField
    case toggle
    case stepper
    case picker
    case label
    case stack([RandomViewTree])
    case list([RandomViewTree])
    case section([RandomViewTree])
    case forEach(ids: [String], deletable: Bool, row: RandomViewTree)
    /// A view with a body: a unit of its own.
    case composite(RandomViewTree)
    case identified(String, RandomViewTree)
    case sheet(base: RandomViewTree, content: RandomViewTree)
    case alert(RandomViewTree)
    case navigationStack(RandomViewTree)
    case navigationLink(label: RandomViewTree)
    case tabs([RandomViewTree])

    /// Ids a `ForEach` or `.id(_:)` may be given: punctuation, the old suffix, non-ASCII, empty,
    /// and long enough to push a deep place past the compaction length.
    static let awkwardIDs = [
      "a", "a b", "x.y", "x~2", "a:2", "_2e_", "-", "", "üñï", "😀", "<img src=x>", "\"'&",
      String(repeating: "long", count: 40), "7",
    ]

    /// The tree a script of numbers describes.
    init(script: [Int]) {
      var reader = ScriptReader(numbers: script)
      self = Self.read(&reader, depth: 0)
    }

    private static func read(_ reader: inout ScriptReader, depth: Int) -> Self {
      // Deep trees are the point (long places), but each level must end.
      let leafOnly = depth >= 14 || reader.isExhausted
      let kind = reader.next(leafOnly ? 7 : 19)
      func children() -> [Self] {
        (0..<(1 + reader.next(3))).map { _ in Self.read(&reader, depth: depth + 1) }
      }
      func child() -> Self { Self.read(&reader, depth: depth + 1) }
      func id() -> String { Self.awkwardIDs[reader.next(Self.awkwardIDs.count)] }
      switch kind {
      case 0: return .button
      case 1: return .buttonWithLabelView
      case 2: return .textField
      case 3: return .toggle
      case 4: return .stepper
      case 5: return .picker
      case 6: return .label
      case 7: return .stack(children())
      case 8: return .list(children())
      case 9: return .section(children())
      case 10:
        let ids = (0..<(1 + reader.next(3))).map { _ in id() }
        return .forEach(ids: Array(Set(ids)).sorted(), deletable: reader.next(2) == 0, row: child())
      case 11: return .composite(child())
      case 12: return .identified(id(), child())
      case 13: return .sheet(base: child(), content: child())
      case 14: return .alert(child())
      case 15: return .navigationStack(child())
      case 16: return .navigationLink(label: child())
      case 17: return .tabs(children())
      default:
        let ids = (0..<(1 + reader.next(2))).map { _ in id() }
        return .forEach(ids: Array(Set(ids)).sorted(), deletable: true, row: .textField)
      }
    }

    var description: String {
      switch self {
      case .button: "button"
      case .buttonWithLabelView: "buttonWithLabelView"
      case .textField: "textField"
      case .toggle: "toggle"
      case .stepper: "stepper"
      case .picker: "picker"
      case .label: "label"
      case .stack(let children): "stack\(children)"
      case .list(let children): "list\(children)"
      case .section(let children): "section\(children)"
      case .forEach(let ids, let deletable, let row):
        "forEach(\(ids.map { String($0.prefix(8)) }), deletable: \(deletable), \(row))"
      case .composite(let child): "composite(\(child))"
      case .identified(let id, let child): "id(\(id.prefix(8)), \(child))"
      case .sheet(let base, let content): "sheet(\(base), \(content))"
      case .alert(let child): "alert(\(child))"
      case .navigationStack(let child): "navigationStack(\(child))"
      case .navigationLink(let label): "navigationLink(\(label))"
      case .tabs(let children): "tabs\(children)"
      }
    }

    /// The tree as a view.
    @MainActor
    var view: AnyView {
      switch self {
      case .button:
        return AnyView(Button("Tap") {})
      case .buttonWithLabelView:
        return AnyView(
          Button {
          } label: {
            LabelView(title: "Label")
          })
      case .textField:
        return AnyView(TextField("Name", text: .constant("")))
      case .toggle:
        return AnyView(Toggle("On", isOn: .constant(false)))
      case .stepper:
        return AnyView(Stepper("Count", value: .constant(1), in: 0...9))
      case .picker:
        return AnyView(
          Picker("Pick", selection: .constant(1)) {
            ForEach(0..<3) { Text("Option \($0)").tag($0) }
          })
      case .label:
        return AnyView(Label("Person", systemImage: "person"))
      case .stack(let children):
        return AnyView(VStack { Self.group(children) })
      case .list(let children):
        return AnyView(List { Self.group(children) })
      case .section(let children):
        return AnyView(Section("Section") { Self.group(children) })
      case .forEach(let ids, let deletable, let row):
        let rowView = row.view
        var delete: (@MainActor (IndexSet) -> Void)?
        if deletable { delete = { _ in } }
        return AnyView(ForEach(ids, id: \.self) { _ in rowView }.onDelete(perform: delete))
      case .composite(let child):
        return AnyView(Composite(content: child.view))
      case .identified(let id, let child):
        return AnyView(child.view.id(id))
      case .sheet(let base, let content):
        let contentView = content.view
        return AnyView(base.view.sheet(isPresented: .constant(true)) { contentView })
      case .alert(let child):
        let store: Store<AlertState<AlertAction>, AlertAction>? = Store(
          initialState: AlertState<AlertAction>.sample
        ) {
          EmptyReducer<AlertState<AlertAction>, AlertAction>()
        }
        return AnyView(child.view.alert(.constant(store)))
      case .navigationStack(let child):
        return AnyView(NavigationStack { child.view })
      case .navigationLink(let label):
        let labelView = label.view
        return AnyView(NavigationLink(destination: { Text("There") }, label: { labelView }))
      case .tabs(let children):
        let views = children.map(\.view)
        return AnyView(
          TabView {
            ForEach(0..<views.count) { index in
              views[index].tabItem { Text("Tab \(index)") }
            }
          })
      }
    }

    /// Up to three views side by side, as a view builder places them.
    @MainActor
    @ViewBuilder
    private static func group(_ children: [Self]) -> some View {
      let views = children.map(\.view)
      views[0]
      if views.count > 1 { views[1] }
      if views.count > 2 { views[2] }
    }
  }

  /// The buttons of the random trees' alerts.
  enum AlertAction: Equatable, Sendable {
    case confirm
  }

  extension AlertState<AlertAction> {
    /// An alert with two buttons.
    static var sample: Self {
      AlertState {
        TextState("Sure?")
      } actions: {
        ButtonState(action: .confirm) { TextState("Yes") }
        ButtonState(role: .cancel) { TextState("No") }
      }
    }
  }

  /// A view with a body.
  private struct Composite: View {
    let content: AnyView
    var body: some View { self.content }
  }

  /// A label that is a view of its own.
  private struct LabelView: View {
    let title: String
    var body: some View { Text(self.title) }
  }

  /// Reads a script of numbers, one choice at a time; an exhausted script reads zeros.
  struct ScriptReader {
    let numbers: [Int]
    var position = 0

    var isExhausted: Bool { self.position >= self.numbers.count }

    /// A choice among `count`.
    mutating func next(_ count: Int) -> Int {
      guard !self.isExhausted else { return 0 }
      defer { self.position += 1 }
      return abs(self.numbers[self.position] % count)
    }
  }
#endif
