import ComposableArchitecture
import Foundation

/// A recurring meeting: who attends, how long it lasts, how it looks, and its past meetings.
public struct SyncUp: Equatable, Identifiable, Codable, Sendable {
  /// The sync-up's identity.
  public let id: UUID
  /// The people who speak, in order.
  public var attendees: IdentifiedArrayOf<Attendee> = []
  /// How long a meeting lasts.
  public var duration: Duration = .seconds(60 * 5)
  /// Past meetings, most recent first.
  public var meetings: IdentifiedArrayOf<Meeting> = []
  /// The colour the sync-up is drawn with.
  public var theme: Theme = .bubblegum
  /// The sync-up's name.
  public var title = ""

  /// Creates a sync-up.
  public init(
    id: UUID,
    attendees: IdentifiedArrayOf<Attendee> = [],
    duration: Duration = .seconds(60 * 5),
    meetings: IdentifiedArrayOf<Meeting> = [],
    theme: Theme = .bubblegum,
    title: String = ""
  ) {
    self.id = id
    self.attendees = attendees
    self.duration = duration
    self.meetings = meetings
    self.theme = theme
    self.title = title
  }

  /// The meeting's length in whole seconds (at least 1 for a valid sync-up).
  public var durationInSeconds: Int {
    Int(self.duration.components.seconds)
  }

  /// What keeps this sync-up from being saved, or `nil` when it is valid.
  public var validationProblem: String? {
    if self.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      return "The title can't be empty."
    }
    if self.durationInSeconds <= 0 {
      return "The duration must be longer than zero."
    }
    if self.duration > Self.maximumDuration {
      return "The duration can be at most 24 hours."
    }
    if self.attendees.count > Self.maximumAttendees {
      return "A sync-up can have at most \(Self.maximumAttendees) attendees."
    }
    return nil
  }

  /// Drops attendees without a name, keeping at least one (empty) attendee.
  public mutating func removeBlankAttendees(newAttendeeID: () -> UUID) {
    self.attendees.removeAll { $0.name.allSatisfy(\.isWhitespace) }
    if self.attendees.isEmpty {
      self.attendees.append(Attendee(id: newAttendeeID()))
    }
  }
}

/// Someone who speaks in a sync-up.
public struct Attendee: Equatable, Identifiable, Codable, Sendable {
  /// The attendee's identity.
  public let id: UUID
  /// The attendee's name.
  public var name = ""

  /// Creates an attendee.
  public init(id: UUID, name: String = "") {
    self.id = id
    self.name = name
  }
}

/// A meeting that took place, with its transcript.
public struct Meeting: Equatable, Identifiable, Codable, Sendable {
  /// The meeting's identity.
  public let id: UUID
  /// When the meeting ended.
  public let date: Date
  /// Notes taken during the meeting.
  public var transcript: String

  /// Creates a meeting.
  public init(id: UUID, date: Date, transcript: String) {
    self.id = id
    self.date = date
    self.transcript = transcript
  }
}
