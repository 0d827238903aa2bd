#if canImport(FoundationNetworking)
  import ComposableArchitecture
  import ConcurrencyExtras
  import Foundation
  import FoundationNetworking
  import Testing

  /// A download effect written for iOS (`URLSession.shared.bytes(from:)`, then a loop over the
  /// bytes) runs on Linux: bytes in order across chunks, the response before the body, failures
  /// thrown, and cancellation reaching the request.
  @Suite(.serialized) struct URLSessionBytesTests {
    @Test func theBodyArrivesByteByByteAcrossChunks() async throws {
      let session = ScriptedProtocol.session(
        status: 200, chunks: [Data("Hel".utf8), Data(), Data("lo, ".utf8), Data("bytes".utf8)]
      )
      let (bytes, response) = try await session.bytes(from: ScriptedProtocol.url)
      #expect((response as? HTTPURLResponse)?.statusCode == 200)
      #expect(response.expectedContentLength == 12)
      var body: [UInt8] = []
      for try await byte in bytes { body.append(byte) }
      #expect(String(decoding: body, as: UTF8.self) == "Hello, bytes")
    }

    @Test func aRequestKeepsItsMethodAndHeaders() async throws {
      let session = ScriptedProtocol.session(status: 201, chunks: [Data("ok".utf8)])
      var request = URLRequest(url: ScriptedProtocol.url)
      request.httpMethod = "PUT"
      request.setValue("token", forHTTPHeaderField: "Authorization")
      let (bytes, response) = try await session.bytes(for: request)
      #expect((response as? HTTPURLResponse)?.statusCode == 201)
      var count = 0
      for try await _ in bytes { count += 1 }
      #expect(count == 2)
      #expect(ScriptedProtocol.lastRequest.value?.httpMethod == "PUT")
      #expect(
        ScriptedProtocol.lastRequest.value?.value(forHTTPHeaderField: "Authorization") == "token")
    }

    @Test func aFailureBeforeTheResponseIsThrownByTheCall() async {
      let session = ScriptedProtocol.session(failure: URLError(.cannotConnectToHost))
      await #expect(throws: URLError.self) {
        _ = try await session.bytes(from: ScriptedProtocol.url)
      }
    }

    @Test func aFailureInTheBodyIsThrownByTheLoop() async throws {
      let session = ScriptedProtocol.session(
        status: 200, chunks: [Data("par".utf8)], failure: URLError(.networkConnectionLost)
      )
      let (bytes, _) = try await session.bytes(from: ScriptedProtocol.url)
      var body: [UInt8] = []
      await #expect(throws: URLError.self) {
        for try await byte in bytes { body.append(byte) }
      }
      #expect(String(decoding: body, as: UTF8.self) == "par")
    }

    @Test func cancellingTheLoopCancelsTheRequest() async throws {
      // The body's first chunk arrives, then the script holds the request open until it is
      // stopped: only a cancelled loop can end it.
      let session = ScriptedProtocol.session(status: 200, chunks: [Data("x".utf8)], holdOpen: true)
      let (bytes, _) = try await session.bytes(from: ScriptedProtocol.url)
      let loop = Task {
        var count = 0
        for try await _ in bytes { count += 1 }
        return count
      }
      try await ScriptedProtocol.waitUntilStarted()
      loop.cancel()
      _ = try? await loop.value
      try await ScriptedProtocol.waitUntilStopped()
      #expect(ScriptedProtocol.stopped.value)
    }
  }

  /// A URL protocol that answers every request of its session from a script: a status and body
  /// chunks, a failure, or a request held open until the client stops it.
  private final class ScriptedProtocol: URLProtocol {
    struct Script: Sendable {
      var status = 200
      var chunks: [Data] = []
      var failure: URLError?
      var holdOpen = false
    }

    static let url = URL(string: "https://example.test/download")!
    static let script = LockIsolated(Script())
    static let lastRequest = LockIsolated<URLRequest?>(nil)
    static let started = LockIsolated(false)
    static let stopped = LockIsolated(false)

    static func session(
      status: Int = 200, chunks: [Data] = [], failure: URLError? = nil, holdOpen: Bool = false
    ) -> URLSession {
      script.setValue(Script(status: status, chunks: chunks, failure: failure, holdOpen: holdOpen))
      started.setValue(false)
      stopped.setValue(false)
      let configuration = URLSessionConfiguration.ephemeral
      configuration.protocolClasses = [ScriptedProtocol.self]
      return URLSession(configuration: configuration)
    }

    static func waitUntilStarted() async throws { try await wait(for: started, "started") }
    static func waitUntilStopped() async throws { try await wait(for: stopped, "stopped") }

    private static func wait(for flag: LockIsolated<Bool>, _ name: String) async throws {
      let deadline = ContinuousClock.now + .seconds(10)
      while !flag.value {
        guard ContinuousClock.now < deadline else {
          Issue.record("The scripted request was not \(name) within 10 seconds")
          return
        }
        await Task.yield()
      }
    }

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
      let request = self.request
      Self.lastRequest.setValue(request)
      let script = Self.script.value
      if let failure = script.failure, script.chunks.isEmpty {
        client?.urlProtocol(self, didFailWithError: failure)
        return
      }
      let length = script.chunks.reduce(0) { $0 + $1.count }
      let response = HTTPURLResponse(
        url: request.url!, statusCode: script.status, httpVersion: "HTTP/1.1",
        headerFields: ["Content-Length": "\(length)"]
      )!
      client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
      for chunk in script.chunks where !chunk.isEmpty {
        client?.urlProtocol(self, didLoad: chunk)
      }
      Self.started.setValue(true)
      if script.holdOpen { return }
      if let failure = script.failure {
        client?.urlProtocol(self, didFailWithError: failure)
      } else {
        client?.urlProtocolDidFinishLoading(self)
      }
    }

    override func stopLoading() {
      Self.stopped.setValue(true)
    }
  }
#endif
