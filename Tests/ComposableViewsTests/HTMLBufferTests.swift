import Testing

@testable import ComposableViews

/// The buffer a page is written into keeps every byte, in order, however much it has to grow.
@Suite struct HTMLBufferTests {
  @Test func bytesAppendedInEveryWayComeOutInOrderPastItsFirstRoom() {
    let buffer = HTMLBuffer(capacity: 16)
    var expected = ""
    for index in 0..<200 {
      buffer.append("<li>")
      buffer.append(contentsOf: "row \(index) · é")
      buffer.append(UInt8(ascii: "!"))
      expected += "<li>row \(index) · é!"
    }
    #expect(buffer.count == expected.utf8.count)
    #expect(buffer.string == expected)
    #expect(buffer.bytes == Array(expected.utf8))
  }

  @Test func removingAllKeepsNothingWritten() {
    let buffer = HTMLBuffer(capacity: 16)
    buffer.append(contentsOf: String(repeating: "x", count: 100))
    buffer.removeAll()
    buffer.append("<p>")
    #expect(buffer.string == "<p>")
    #expect(buffer.bytes == Array("<p>".utf8))
  }

  @Test func partOfAnArrayIsAppendedBetweenItsOffsets() {
    let buffer = HTMLBuffer()
    let html = Array("<div>a</div><div>b</div>".utf8)
    buffer.append(html, from: 12, to: html.count)
    buffer.append(html, from: 0, to: 12)
    buffer.append(html, from: 3, to: 3)
    #expect(buffer.string == "<div>b</div><div>a</div>")
  }
}
