import ComposableArchitecture
import Foundation

extension SyncUp {
  private enum CodingKeys: String, CodingKey {
    case id, attendees, durationInSeconds, meetings, theme, title
  }

  /// Decodes a sync-up whose duration is stored in whole seconds, so files stay hand-editable.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(UUID.self, forKey: .id),
      attendees: try container.decode(IdentifiedArrayOf<Attendee>.self, forKey: .attendees),
      duration: .seconds(try container.decode(Int.self, forKey: .durationInSeconds)),
      meetings: try container.decode(IdentifiedArrayOf<Meeting>.self, forKey: .meetings),
      theme: try container.decode(Theme.self, forKey: .theme),
      title: try container.decode(String.self, forKey: .title)
    )
  }

  /// Encodes the sync-up with its duration in whole seconds.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(self.id, forKey: .id)
    try container.encode(self.attendees, forKey: .attendees)
    try container.encode(self.durationInSeconds, forKey: .durationInSeconds)
    try container.encode(self.meetings, forKey: .meetings)
    try container.encode(self.theme, forKey: .theme)
    try container.encode(self.title, forKey: .title)
  }
}
