#if LiveServer
  import HummingbirdCore
  import Logging
  import NIOCore

  /// A connection of Hummingbird's (`Base`) whose reads start with a small buffer.
  ///
  /// NIO keeps each connection's read buffer between reads, sized by its allocator: 2 KiB from
  /// the first read by default, held by every idle socket. A live page's messages are small
  /// (an event is tens of bytes), so reads here start at 256 bytes and grow, up to NIO's usual
  /// 64 KiB, only while reads fill them.
  struct SmallReadBuffers<Base: ServerChildChannel>: ServerChildChannel {
    let base: Base

    /// How a connection's reads are sized: from 256 bytes, as NIO's default allocator sizes them
    /// from 2 KiB.
    static var allocator: AdaptiveRecvByteBufferAllocator {
      AdaptiveRecvByteBufferAllocator(minimum: 64, initial: 256, maximum: 65536)
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Base.Value> {
      channel.setOption(ChannelOptions.recvAllocator, value: Self.allocator).flatMap {
        self.base.setup(channel: channel, logger: logger)
      }
    }

    func handle(value: Base.Value, logger: Logger) async {
      await self.base.handle(value: value, logger: logger)
    }
  }
#endif
