#if LiveServer
  import Foundation
  import HTTPTypes
  import HummingbirdTesting
  import ComposableViews
  import Testing

  @testable @_spi(LiveScreen) import ComposableLiveServer

  @Suite struct PageTests {
    @Test func theFirstPageIsTheWholeScreenWithItsStylesheetScriptAndSession() async throws {
      try await withTestServer { client, _ in
        try await client.execute(uri: "/", method: .get) { response in
          #expect(response.status == .ok)
          #expect(response.headers[.contentType] == "text/html; charset=utf-8")
          let csp = response.headers[HTTPField.Name("Content-Security-Policy")!] ?? ""
          #expect(csp.contains("script-src 'self'"))
          let html = String(buffer: response.body)
          #expect(html.hasPrefix("<!doctype html>"))
          #expect(html.contains("<link rel=\"stylesheet\" href=\"/assets/tca.css\">"))
          #expect(html.contains("<script src=\"/assets/live.js\" defer></script>"))
          #expect(html.contains("<title>Demo</title>"))
          // The screen is in the page itself: it reads without scripts.
          let root = try #require(html.range(of: "<div id=\"tca-root\""))
          #expect(html[root.upperBound...].contains(">Count: 0<"))
          // The server's own headers: the time of the answer, and its name.
          let date = try #require(response.headers[.date])
          #expect(date.hasSuffix(" GMT") && date.count == 29, "\(date)")
          #expect(response.headers[.server] == "ComposableLiveServer")
        }
        let (session, _) = try await openPage(client)
        #expect(session.count == 32)
        #expect(session.allSatisfy { $0.isHexDigit })
      }
    }

    @Test func sessionIDsAreRandomAndNeverRepeat() async throws {
      try await withTestServer { client, _ in
        var seen: Set<String> = []
        for _ in 0..<40 {
          seen.insert(try await openPage(client).session)
        }
        #expect(seen.count == 40)
        // Not a counter: ids share no long common prefix.
        let sorted = seen.sorted()
        for (a, b) in zip(sorted, sorted.dropFirst()) {
          #expect(a.commonPrefix(with: b).count < 8)
        }
      }
    }

    @Test func assetsAreServedAndNoPathLeavesTheAssetFolder() async throws {
      try await withTestServer { client, _ in
        try await client.execute(uri: "/assets/live.js", method: .get) { response in
          #expect(response.status == .ok)
          #expect(String(buffer: response.body).contains("wire protocol version 1"))
        }
        try await client.execute(uri: "/assets/tca.css", method: .get) { response in
          #expect(response.status == .ok)
          // The views' stylesheet, then the connection banner's rules.
          #expect(String(buffer: response.body) == ViewStyle.stylesheet + StatusBanner.stylesheet)
        }
        for path in [
          "/assets/../Package.swift", "/assets/%2e%2e/Package.swift", "/assets/..%2FPackage.swift",
          "/assets/%2e%2e%2f%2e%2e%2fetc%2fpasswd", "/assets//etc/passwd", "/assets/live.js/..",
          "/assets/", "/assets/.%2e/.%2e/README.md", "/../Package.swift",
        ] {
          try await client.execute(uri: path, method: .get) { response in
            let body = String(buffer: response.body)
            let status = response.status
            // Under /assets only files; any other address is a page (of the first screen).
            var isPage = false
            if !path.hasPrefix("/assets/"), status == .ok {
              isPage = body.hasPrefix("<!doctype html>")
            }
            let refused = status == .notFound || status == .badRequest
            #expect(refused || isPage, "\(path)")
            #expect(!body.contains("swift-tools-version"), "\(path)")
            #expect(!body.contains("root:"), "\(path)")
          }
        }
      }
    }

    @Test func everyAddressIsAPageAndOneNamingNoScreenShowsTheFirst() async throws {
      try await withTestServer { client, _ in
        for path in [
          "/syncups/1", "/a/b/c/d/e/f", "/%00", "/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
          "/syncups/x/meetings/y/z", "/" + String(repeating: "x/", count: 2_000),
        ] {
          try await client.execute(uri: path, method: .get) { response in
            #expect(response.status == .ok, "\(path.prefix(40))")
            let html = String(buffer: response.body)
            #expect(html.contains(">Count: 0<"), "\(path.prefix(40))")
            #expect(html.contains("<title>Demo</title>"), "\(path.prefix(40))")
            #expect(!html.contains("<script>alert"))
          }
        }
      }
    }

    @Test func theDateHeaderIsAnIMFFixdate() {
      // RFC 9110's example, the epoch, a leap day, and a time before 1970.
      #expect(
        HTTPDateHeader.format(secondsSince1970: 784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
      #expect(HTTPDateHeader.format(secondsSince1970: 0) == "Thu, 01 Jan 1970 00:00:00 GMT")
      #expect(
        HTTPDateHeader.format(secondsSince1970: 951_782_400) == "Tue, 29 Feb 2000 00:00:00 GMT")
      #expect(HTTPDateHeader.format(secondsSince1970: -1) == "Wed, 31 Dec 1969 23:59:59 GMT")
      // Now, as Foundation formats it.
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "GMT")
      formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
      let now = Int(Date().timeIntervalSince1970)
      #expect(
        HTTPDateHeader.format(secondsSince1970: now)
          == formatter.string(from: Date(timeIntervalSince1970: TimeInterval(now))))
    }

    @Test func titlesAndSessionIDsAreEscapedInThePage() {
      let html = PageDocument.html(
        body: "", title: "<script>alert('x')</script> & \"quotes\"", session: "a\"b",
        heartbeatTimeout: .seconds(90))
      #expect(
        html.contains(
          "<title>&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;quotes&quot;</title>")
      )
      #expect(html.contains("data-tca-session=\"a&quot;b\""))
      #expect(!html.contains("<script>alert"))
      // The page's heartbeat period: a third of the time a socket may stay silent, in ms.
      #expect(html.contains("data-tca-heartbeat=\"30000\""))
    }
  }
#endif
