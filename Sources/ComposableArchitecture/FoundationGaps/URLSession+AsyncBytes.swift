#if canImport(FoundationNetworking)
  import ConcurrencyExtras
  import Foundation
  import FoundationNetworking

  extension URLSession {
    /// Starts loading a URL and returns once the response's headers arrive, with its body as an
    /// asynchronous sequence of bytes: what Apple's Foundation gives and swift-corelibs-foundation
    /// lacks, so that a streaming effect written for iOS compiles and runs here:
    ///
    /// ```swift
    /// let (bytes, response) = try await URLSession.shared.bytes(from: url)
    /// for try await byte in bytes { … }
    /// ```
    ///
    /// The request runs in a session of its own made with this session's configuration (protocol
    /// classes, headers, timeouts), which is invalidated when the body ends. Ending the iteration
    /// early, or cancelling its task, cancels the request.
    public func bytes(from url: URL) async throws -> (AsyncBytes, URLResponse) {
      try await bytes(for: URLRequest(url: url))
    }

    /// Starts loading a request and returns once the response's headers arrive, with its body as
    /// an asynchronous sequence of bytes; see ``Foundation/URLSession/bytes(from:)``.
    public func bytes(for request: URLRequest) async throws -> (AsyncBytes, URLResponse) {
      let receiver = BodyReceiver()
      let session = URLSession(
        configuration: configuration, delegate: receiver, delegateQueue: nil
      )
      let task = session.dataTask(with: request)
      receiver.whenBodyEnds { termination in
        if case .cancelled = termination { task.cancel() }
        session.finishTasksAndInvalidate()
      }
      let response = try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          receiver.awaitResponse(continuation)
          task.resume()
        }
      } onCancel: {
        task.cancel()
      }
      return (AsyncBytes(task: task, chunks: receiver.stream), response)
    }

    /// The body of a response as an asynchronous sequence of bytes, as they arrive; made by
    /// ``Foundation/URLSession/bytes(from:)``.
    public struct AsyncBytes: AsyncSequence, Sendable {
      /// One byte of the body.
      public typealias Element = UInt8

      /// The data task that loads the body.
      public let task: URLSessionDataTask
      let chunks: AsyncThrowingStream<Data, any Error>

      /// Iterates the body's bytes; it throws the error the request ended with, if any.
      public func makeAsyncIterator() -> Iterator {
        Iterator(chunks: chunks.makeAsyncIterator())
      }

      /// Hands out the bytes of each chunk of the body as it arrives.
      public struct Iterator: AsyncIteratorProtocol {
        var chunks: AsyncThrowingStream<Data, any Error>.AsyncIterator
        var chunk = Data()
        var index = 0

        /// The next byte of the body, or `nil` at its end.
        public mutating func next() async throws -> UInt8? {
          while index == chunk.count {
            guard let next = try await chunks.next() else { return nil }
            chunk = next
            index = 0
          }
          defer { index += 1 }
          return chunk[chunk.startIndex + index]
        }
      }
    }
  }

  /// The delegate of the session `bytes(for:)` makes: it hands the response to the caller waiting
  /// for it and each chunk of the body to the byte sequence.
  ///
  /// `Sendable` by construction: its stored properties are constants of `Sendable` types (the
  /// waiting caller sits behind a lock); URLSession calls it from its delegate queue.
  private final class BodyReceiver: NSObject, URLSessionDataDelegate, Sendable {
    let stream: AsyncThrowingStream<Data, any Error>
    private let chunks: AsyncThrowingStream<Data, any Error>.Continuation
    private let waiting = LockIsolated<CheckedContinuation<URLResponse, any Error>?>(nil)

    override init() {
      (stream, chunks) = AsyncThrowingStream.makeStream(of: Data.self)
      super.init()
    }

    func whenBodyEnds(
      _ action:
        @escaping @Sendable (AsyncThrowingStream<Data, any Error>.Continuation.Termination)
        -> Void
    ) {
      chunks.onTermination = action
    }

    func awaitResponse(_ continuation: CheckedContinuation<URLResponse, any Error>) {
      waiting.setValue(continuation)
    }

    private func resumeWaiting(with result: Result<URLResponse, any Error>) {
      let continuation = waiting.withValue { waiting in
        defer { waiting = nil }
        return waiting
      }
      continuation?.resume(with: result)
    }

    func urlSession(
      _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
      completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
      resumeWaiting(with: .success(response))
      completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
      chunks.yield(data)
    }

    func urlSession(
      _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
    ) {
      if let error {
        resumeWaiting(with: .failure(error))
        chunks.finish(throwing: error)
      } else {
        if let response = task.response { resumeWaiting(with: .success(response)) }
        resumeWaiting(with: .failure(URLError(.badServerResponse)))
        chunks.finish()
      }
    }
  }
#endif
