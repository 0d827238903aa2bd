#if !canImport(Darwin)
  import Foundation

  extension NotificationCenter {
    /// The notifications of one name posted to this center, as an asynchronous sequence: what
    /// Apple's Foundation gives and swift-corelibs-foundation lacks, so that a long-living effect
    /// written for iOS compiles and runs here:
    ///
    /// ```swift
    /// for await _ in NotificationCenter.default.notifications(named: .didSave) {
    ///   await send(.saved)
    /// }
    /// ```
    ///
    /// The observer is added at once and removed when iteration ends or its task is cancelled.
    public func notifications(
      named name: Notification.Name, object: AnyObject? = nil
    ) -> Notifications {
      Notifications(center: self, name: name, object: object)
    }

    /// An asynchronous sequence of the notifications of one name; see
    /// ``Foundation/NotificationCenter/notifications(named:object:)``.
    public struct Notifications: AsyncSequence {
      /// Each notification posted.
      public typealias Element = Notification

      private let stream: AsyncStream<Notification>

      init(center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
        let (stream, continuation) = AsyncStream.makeStream(of: Notification.self)
        let observer = center.addObserver(forName: name, object: object, queue: nil) {
          // swift-corelibs-foundation's `Notification` is not marked `Sendable` (Apple's is): it
          // is handed on once, to the one iterator, and the posting thread keeps no use of it.
          nonisolated(unsafe) let notification = $0
          continuation.yield(notification)
        }
        // The observer token is only handed back to the center that made it, which is
        // thread-safe.
        nonisolated(unsafe) let token = observer
        continuation.onTermination = { _ in center.removeObserver(token) }
        self.stream = stream
      }

      /// Iterates the notifications as they are posted.
      public func makeAsyncIterator() -> AsyncStream<Notification>.AsyncIterator {
        stream.makeAsyncIterator()
      }
    }
  }
#endif
