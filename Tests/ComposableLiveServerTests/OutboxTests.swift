#if LiveServer
  import Synchronization
  import Testing

  @testable import ComposableLiveServer
  import TestSupport

  /// The queue between a session and its socket: in order, nothing written after a close, and a
  /// connection that waits for it to drain sees everything written.
  @Suite struct OutboxTests {
    /// The messages a fake socket took, in order.
    final class Written: Sendable {
      let messages = Mutex<[Outgoing]>([])
      var all: [Outgoing] { self.messages.withLock { $0 } }
    }

    @Test func messagesAreWrittenInTheOrderTheyWereQueued() async {
      let written = Written()
      let outbox = Outbox { message in
        // A slow socket: later messages queue up while one is being written.
        await Task.yield()
        written.messages.withLock { $0.append(message) }
        return true
      }
      let sent = (1...200).map { Outgoing.text("\($0)") }
      for message in sent { outbox.yield(message) }
      outbox.finish()
      await outbox.drained()
      #expect(written.all == sent)
    }

    @Test func nothingIsWrittenAfterTheSocketTakesNoMore() async {
      let written = Written()
      let outbox = Outbox { message in
        written.messages.withLock { $0.append(message) }
        if case .close = message { return false }
        return true
      }
      outbox.yield(.text("a"))
      outbox.yield(.close(.goingAway, reason: "bye"))
      outbox.yield(.text("after the close"))
      await outbox.drained()
      outbox.yield(.text("later still"))
      await outbox.drained()
      #expect(written.all == [.text("a"), .close(.goingAway, reason: "bye")])
    }

    @Test func aFinishedOutboxTakesNothingNew() async {
      let written = Written()
      let outbox = Outbox { message in
        written.messages.withLock { $0.append(message) }
        return true
      }
      outbox.yield(.text("before"))
      outbox.finish()
      outbox.yield(.text("after"))
      await outbox.drained()
      #expect(written.all == [.text("before")])
    }

    @Test func drainingAnIdleOutboxReturnsAtOnce() async {
      let written = Written()
      let outbox = Outbox { message in
        written.messages.withLock { $0.append(message) }
        return true
      }
      // Idle: nothing to wait for. (A drain that never returned would hang the test, so each is
      // given a deadline and fails past it.)
      #expect(await finishes(within: .seconds(10)) { await outbox.drained() })
      #expect(written.all == [])
      // Busy, then idle again: the drain returns once the message is written.
      outbox.yield(.text("one"))
      #expect(await finishes(within: .seconds(10)) { await outbox.drained() })
      #expect(written.all == [.text("one")])
      // Idle again, with a writer that has come and gone.
      #expect(await finishes(within: .seconds(10)) { await outbox.drained() })
      #expect(written.all == [.text("one")])
    }
  }
#endif
