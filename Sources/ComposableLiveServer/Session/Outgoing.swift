#if LiveServer
  /// What a session hands the socket that serves it, in order.
  enum Outgoing: Sendable, Equatable {
    /// Why a socket is closed.
    enum CloseCause: Sendable, Equatable {
      /// A newer socket took over the session, or the session ended.
      case goingAway
      /// The page sent a message over the size limit.
      case tooLarge
      /// The page sent something that is not a protocol message.
      case malformed
    }

    /// A protocol message's JSON text.
    case text(String)
    /// Close the socket.
    case close(CloseCause, reason: String)
  }
#endif
