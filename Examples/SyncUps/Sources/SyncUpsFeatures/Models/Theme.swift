/// The colour a sync-up is drawn with.
public enum Theme: String, CaseIterable, Equatable, Identifiable, Codable, Sendable {
  case bubblegum
  case buttercup
  case indigo
  case lavender
  case magenta
  case navy
  case orange
  case oxblood
  case periwinkle
  case poppy
  case purple
  case seafoam
  case sky
  case tan
  case teal
  case yellow

  /// The theme's identity: its name.
  public var id: Self { self }

  /// The theme's name, as shown and typed.
  public var name: String { self.rawValue }

  /// The closest colour of a 256-colour terminal.
  public var terminalColor: Int {
    switch self {
    case .bubblegum: 218
    case .buttercup: 229
    case .indigo: 54
    case .lavender: 183
    case .magenta: 163
    case .navy: 18
    case .orange: 208
    case .oxblood: 88
    case .periwinkle: 147
    case .poppy: 203
    case .purple: 93
    case .seafoam: 158
    case .sky: 117
    case .tan: 180
    case .teal: 30
    case .yellow: 226
    }
  }
}
