#if LiveServer
  import NIOCore
  import NIOPosix

  /// A plain TCP connection to a test server on 127.0.0.1: the bytes a hostile or broken client
  /// sends, and what the server answers.
  enum RawConnection {
    /// What the server did within the deadline.
    enum Outcome: Sendable, Equatable {
      /// It closed the connection, having answered this (maybe nothing).
      case closed(String)
      /// It kept the connection open past the deadline.
      case open
    }

    /// Sends `request` (in one write, or nothing) to the server on `port` and reads until it
    /// closes the connection or `deadline` passes.
    static func exchange(
      port: Int, sending request: String?, deadline: Duration = .seconds(10)
    ) async throws -> Outcome {
      let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
        .connect(host: "127.0.0.1", port: port) { channel in
          channel.eventLoop.makeCompletedFuture {
            try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
          }
        }
      return try await channel.executeThenClose { inbound, outbound in
        if let request {
          // The server may answer and close before it has read everything: that is an answer.
          try? await outbound.write(ByteBuffer(string: request))
        }
        return try await withThrowingTaskGroup(of: Outcome.self) { group in
          group.addTask {
            var answer = ""
            do {
              for try await chunk in inbound { answer += String(buffer: chunk) }
            } catch {
              // A reset after the answer: the connection is closed all the same.
            }
            return .closed(answer)
          }
          group.addTask {
            // sleep-ok: the deadline itself, raced against the connection's close.
            try await Task.sleep(for: deadline)
            return .open
          }
          let first = try await group.next() ?? .open
          group.cancelAll()
          return first
        }
      }
    }

    /// The status code of an answer (`HTTP/1.1 414 …` is 414), or nil.
    static func status(of outcome: Outcome) -> Int? {
      guard case .closed(let answer) = outcome, answer.hasPrefix("HTTP/1.1 ") else { return nil }
      return Int(answer.dropFirst(9).prefix(3))
    }
  }
#endif
