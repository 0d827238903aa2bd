import Foundation
import SyncUpsFeatures

#if canImport(SwiftUI)
  import SwiftUI
#else
  import ComposableViews
#endif

/// A past meeting: who attended, and its transcript.
struct MeetingView: View {
  let meeting: Meeting
  let syncUp: SyncUp

  var body: some View {
    Form {
      Section {
        ForEach(syncUp.attendees) { attendee in
          Text(attendee.name)
        }
      } header: {
        Text("Attendees")
      }
      Section {
        Text(meeting.transcript.isEmpty ? "No notes were taken." : meeting.transcript)
      } header: {
        Text("Transcript")
      }
    }
    .navigationTitle(Self.dateText(meeting.date))
  }

  /// A meeting's date, in UTC.
  static func dateText(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
    return formatter.string(from: date)
  }
}
