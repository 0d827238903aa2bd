#if LiveServer
  import HummingbirdCore
  import Logging
  import NIOCore

  /// The first handler of every connection: it reads each request's head (request line and
  /// headers) as bytes, before HTTP parsing, and answers what parsing would leave hanging.
  ///
  /// - A request line over ``Limits/maxRequestLineBytes`` is answered 414, a header section over
  ///   ``Limits/maxHeaderBytes`` or ``Limits/maxHeaderCount`` lines 431, and the connection is
  ///   closed (HTTP parsing would fail with no answer while a WebSocket upgrade is possible).
  /// - A head not whole within ``Limits/headerReadTimeout`` of the connection's opening or of its
  ///   first byte closes the connection (slow and half-open clients), as does a wait between
  ///   requests longer than ``Limits/idleTimeout``.
  /// - Once a head asks for a WebSocket upgrade, the handler leaves the pipeline: the socket's
  ///   frames are the WebSocket layer's, and an idle socket keeps nothing of it.
  ///
  /// The server takes no request bodies (its routes are `GET`s): bytes after a head are read as
  /// the next head.
  final class RequestHeadGuard: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundOut = ByteBuffer

    /// The limits, from ``LiveServerConfiguration``.
    struct Limits: Sendable {
      var maxRequestLineBytes: Int
      var maxHeaderBytes: Int
      var maxHeaderCount: Int
      var headerReadTimeout: TimeAmount
      var idleTimeout: TimeAmount
    }

    private enum Phase {
      /// Between requests (or before the first byte of the first): the idle timer runs, or the
      /// head timer on a new connection.
      case waiting
      /// Reading a head.
      case head
      /// Answered and closing: what else comes is dropped.
      case refused
    }

    private let limits: Limits
    private let refusals: RefusalLog
    private var phase = Phase.waiting
    /// Bytes of the line being read (without its line break).
    private var lineBytes = 0
    /// Whether the line being read is the request line.
    private var inRequestLine = true
    /// Bytes of the header section read so far, and its lines.
    private var headerBytes = 0
    private var headerCount = 0
    /// The first bytes of the line being read, lowercased, to find `upgrade:`.
    private var linePrefix: UInt64 = 0
    /// Whether the head being read has an `Upgrade` header.
    private var asksUpgrade = false
    private var timer: Scheduled<Void>?

    init(limits: Limits, refusals: RefusalLog) {
      self.limits = limits
      self.refusals = refusals
    }

    func handlerAdded(context: ChannelHandlerContext) {
      // A new connection has the head timeout to send its first head.
      self.arm(self.limits.headerReadTimeout, context: context, reason: .slowHead)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
      self.timer?.cancel()
      self.timer = nil
    }

    func channelInactive(context: ChannelHandlerContext) {
      self.timer?.cancel()
      self.timer = nil
      context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      guard self.phase != .refused else { return }
      let buffer = self.unwrapInboundIn(data)
      var upgradeAt: Int?
      for (offset, byte) in buffer.readableBytesView.enumerated() {
        switch self.read(byte, context: context) {
        case .more:
          continue
        case .refuse(let status):
          self.refuse(status, context: context)
          return
        case .upgrade:
          upgradeAt = offset
        }
        if upgradeAt != nil { break }
      }
      context.fireChannelRead(data)
      if upgradeAt != nil {
        // The rest of this read, if any, went on with the head; what follows is WebSocket frames.
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
      }
    }

    private enum Step {
      case more
      case refuse(Refusal)
      case upgrade
    }

    private enum Refusal {
      case uriTooLong, headersTooLarge

      var response: String {
        switch self {
        case .uriTooLong: "414 URI Too Long"
        case .headersTooLarge: "431 Request Header Fields Too Large"
        }
      }
    }

    /// Reads one byte of a head.
    private func read(_ byte: UInt8, context: ChannelHandlerContext) -> Step {
      if self.phase == .waiting {
        self.phase = .head
        self.arm(self.limits.headerReadTimeout, context: context, reason: .slowHead)
      }
      if byte == UInt8(ascii: "\n") {
        return self.endLine(context: context)
      }
      if byte != UInt8(ascii: "\r") {
        self.lineBytes += 1
        if self.lineBytes <= 8 {
          // ASCII letters lowercased (`| 0x20`), enough to compare a header name's first bytes.
          self.linePrefix = self.linePrefix << 8 | UInt64(byte | 0x20)
        }
      }
      if self.inRequestLine {
        if self.lineBytes > self.limits.maxRequestLineBytes { return .refuse(.uriTooLong) }
      } else if self.headerBytes + self.lineBytes > self.limits.maxHeaderBytes {
        return .refuse(.headersTooLarge)
      }
      return .more
    }

    /// `upgrade:` as ``linePrefix`` holds it (`:` is unchanged by the lowercasing).
    private static let upgradePrefix: UInt64 = {
      "upgrade:".utf8.reduce(0) { $0 << 8 | UInt64($1 | 0x20) }
    }()

    private func endLine(context: ChannelHandlerContext) -> Step {
      defer {
        self.lineBytes = 0
        self.linePrefix = 0
      }
      if self.inRequestLine {
        // Empty lines before a request line are allowed (RFC 9112, 2.2).
        if self.lineBytes > 0 { self.inRequestLine = false }
        return .more
      }
      if self.lineBytes > 0 {
        self.headerBytes += self.lineBytes
        self.headerCount += 1
        if self.headerCount > self.limits.maxHeaderCount { return .refuse(.headersTooLarge) }
        if self.lineBytes >= 8, self.linePrefix == Self.upgradePrefix { self.asksUpgrade = true }
        return .more
      }
      // The empty line: the head is whole.
      if self.asksUpgrade {
        self.timer?.cancel()
        self.timer = nil
        return .upgrade
      }
      self.phase = .waiting
      self.inRequestLine = true
      self.headerBytes = 0
      self.headerCount = 0
      self.arm(self.limits.idleTimeout, context: context, reason: .idleConnection)
      return .more
    }

    private func refuse(_ refusal: Refusal, context: ChannelHandlerContext) {
      self.phase = .refused
      self.timer?.cancel()
      self.timer = nil
      self.refusals.record(refusal == .uriTooLong ? .uriTooLong : .headersTooLarge)
      let response =
        "HTTP/1.1 \(refusal.response)\r\nConnection: close\r\nContent-Length: 0\r\n\r\n"
      let buffer = context.channel.allocator.buffer(string: response)
      // This handler is the first: its write goes to the socket as it is, not through HTTP.
      // Then a lingering close: the server stops writing, and reads and drops what the client
      // still sends for a moment, as closing with unread input would reset the connection and
      // could lose the answer on its way.
      context.writeAndFlush(self.wrapOutboundOut(buffer)).assumeIsolated().whenComplete { _ in
        context.close(mode: .output, promise: nil)
      }
      self.timer = context.eventLoop.assumeIsolated().scheduleTask(in: .seconds(2)) {
        context.close(promise: nil)
      }
    }

    /// Closes the connection after `timeout` unless another timer replaces this one first.
    private func arm(
      _ timeout: TimeAmount, context: ChannelHandlerContext, reason: RefusalLog.Reason
    ) {
      self.timer?.cancel()
      let refusals = self.refusals
      self.timer = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) {
        refusals.record(reason)
        context.close(promise: nil)
      }
    }
  }

  /// A connection of Hummingbird's (`Base`) whose request heads a ``RequestHeadGuard`` reads
  /// first.
  struct HeadGuardedChannel<Base: ServerChildChannel>: ServerChildChannel {
    let base: Base
    let limits: RequestHeadGuard.Limits
    let refusals: RefusalLog

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Base.Value> {
      channel.eventLoop.makeCompletedFuture {
        try channel.pipeline.syncOperations.addHandler(
          RequestHeadGuard(limits: self.limits, refusals: self.refusals), position: .first)
      }.flatMap {
        self.base.setup(channel: channel, logger: logger)
      }
    }

    func handle(value: Base.Value, logger: Logger) async {
      await self.base.handle(value: value, logger: logger)
    }
  }
#endif
