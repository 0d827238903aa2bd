#if LiveServer
  import Foundation
  import HummingbirdCore
  import Logging
  import NIOCore
  import NIOPosix
  import Synchronization
  import Testing

  @testable import ComposableLiveServer

  /// A server connection reads into a small buffer (an idle socket holds it), and still takes a
  /// message far larger than that buffer whole.
  @Suite struct SmallReadBuffersTests {
    /// A connection that keeps what it reads.
    struct Collecting: ServerChildChannel {
      struct Value: ServerChildChannelValue {
        let channel: any Channel
      }
      final class Handler: ChannelInboundHandler, Sendable {
        typealias InboundIn = ByteBuffer
        let received = Mutex<[UInt8]>([])
        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
          let buffer = Self.unwrapInboundIn(data)
          self.received.withLock { $0.append(contentsOf: buffer.readableBytesView) }
        }
      }
      let handler = Handler()

      func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
          try channel.pipeline.syncOperations.addHandler(self.handler)
          return Value(channel: channel)
        }
      }
      func handle(value: Value, logger: Logger) async {}
    }

    @Test func aConnectionReadsIntoSmallBuffersThatGrowForLargeMessages() async throws {
      var descriptors: [Int32] = [0, 0]
      #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &descriptors) == 0)
      let peer = FileHandle(fileDescriptor: descriptors[1], closeOnDealloc: true)
      let channel = try await NIOPipeBootstrap(group: MultiThreadedEventLoopGroup.singleton)
        .takingOwnershipOfDescriptor(inputOutput: descriptors[0]).get()
      let collecting = Collecting()
      _ = try await SmallReadBuffers(base: collecting)
        .setup(channel: channel, logger: Logger(label: "test")).get()

      let allocator = try await channel.getOption(ChannelOptions.recvAllocator).get()
      let adaptive = try #require(allocator as? AdaptiveRecvByteBufferAllocator)
      #expect(adaptive.initial == 256)
      #expect(adaptive.maximum == 65536)

      // 40 KiB in one write: many times the first buffer, read whole as the buffers grow.
      let message = (0..<40 * 1024).map { UInt8(truncatingIfNeeded: $0) }
      try peer.write(contentsOf: Data(message))
      let deadline = ContinuousClock.now + .seconds(10)
      while collecting.handler.received.withLock({ $0.count }) < message.count,
        ContinuousClock.now < deadline
      {
        // sleep-ok: poll interval of a loop bounded by its 10 s deadline.
        try await Task.sleep(for: .milliseconds(5))
      }
      #expect(collecting.handler.received.withLock { $0 } == message)
      try await channel.close()
    }
  }
#endif
