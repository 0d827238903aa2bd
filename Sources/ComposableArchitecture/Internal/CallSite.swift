/// Where a reducer operator or a test store was created, for runtime warnings that point at the
/// user's code.
///
/// Not public, so that a file importing both this library and Swift Testing can still say
/// `SourceLocation` and mean Swift Testing's.
@usableFromInline
struct CallSite: Sendable {
  @usableFromInline let fileID: StaticString
  @usableFromInline let filePath: StaticString
  @usableFromInline let line: UInt
  @usableFromInline let column: UInt

  @usableFromInline
  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}

extension CallSite {
  /// Reports a runtime issue at this place: the warning points at the user's code.
  @usableFromInline
  func reportIssue(_ message: String) {
    IssueReporting.reportIssue(
      message,
      fileID: self.fileID,
      filePath: self.filePath,
      line: self.line,
      column: self.column
    )
  }
}
