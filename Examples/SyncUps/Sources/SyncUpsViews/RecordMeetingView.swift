import SyncUpsFeatures

#if canImport(SwiftUI)
  import SwiftUI
#else
  import ComposableViews
#endif

/// The meeting in progress: its clock, its speakers, the notes taken so far.
struct RecordMeetingView: View {
  @Bindable var store: StoreOf<RecordMeeting>
  @State private var note = ""

  var body: some View {
    VStack(spacing: 16) {
      ProgressView(value: Double(store.secondsElapsed), total: Double(max(1, total)))
      HStack {
        VStack(alignment: .leading) {
          Text("Seconds elapsed").font(.caption)
          Label("\(store.secondsElapsed)", systemImage: "hourglass")
        }
        Spacer()
        VStack(alignment: .trailing) {
          Text("Seconds remaining").font(.caption)
          Label("\(store.secondsRemaining)", systemImage: "timer")
        }
      }
      .frame(maxWidth: .infinity)
      List {
        ForEach(Array(store.syncUp.attendees.enumerated()), id: \.element.id) { index, attendee in
          HStack {
            Text(attendee.name.isEmpty ? "Speaker \(index + 1)" : attendee.name)
            Spacer()
            Text(status(of: index))
              .font(.caption)
          }
        }
      }
      .frame(maxWidth: .infinity)
      TextField("Note", text: $note)
        .onSubmit {
          store.send(.noteSubmitted(note))
          note = ""
        }
      if !store.transcript.isEmpty {
        Text(store.transcript)
          .font(.footnote)
      }
      HStack {
        Text("Speaker \(store.speakerIndex + 1) of \(store.syncUp.attendees.count)")
        Spacer()
        Button("Next speaker", systemImage: "forward") {
          store.send(.nextButtonTapped)
        }
      }
      .frame(maxWidth: .infinity)
    }
    .padding()
    .foregroundColor(store.syncUp.theme.accentColor)
    .background(store.syncUp.theme.mainColor)
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("End meeting") {
          store.send(.endMeetingButtonTapped)
        }
      }
    }
    .navigationTitle(store.syncUp.title)
    .navigationBarBackButtonHidden(true)
    .confirmationDialog($store.scope(state: \.dialog, action: \.dialog))
    .task { await store.send(.onTask).finish() }
  }

  private var total: Int { store.syncUp.durationInSeconds }

  private func status(of index: Int) -> String {
    index < store.speakerIndex ? "done" : index == store.speakerIndex ? "speaking" : "waiting"
  }
}
