import Foundation

extension SyncUp {
  /// Sample sync-ups, offered when the data file could not be read.
  public static func samples(uuid: () -> UUID) -> [SyncUp] {
    [
      SyncUp(
        id: uuid(),
        attendees: [
          Attendee(id: uuid(), name: "Blob"),
          Attendee(id: uuid(), name: "Blob Jr"),
          Attendee(id: uuid(), name: "Blob Sr"),
        ],
        duration: .seconds(6 * 60),
        theme: .orange,
        title: "Design"
      ),
      SyncUp(
        id: uuid(),
        attendees: [
          Attendee(id: uuid(), name: "Blob"),
          Attendee(id: uuid(), name: "Blob Esq"),
        ],
        duration: .seconds(60),
        theme: .periwinkle,
        title: "Engineering"
      ),
    ]
  }
}
