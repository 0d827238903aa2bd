import ComposableMigrate
import Foundation
import Testing

@Suite struct UnifiedDiffTests {
  @Test func equalTextsHaveNoDiff() {
    #expect(UnifiedDiff.make(old: "a\nb\n", new: "a\nb\n", path: "x") == "")
  }

  @Test func hunkHeadersAndContext() {
    let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
    #expect(
      UnifiedDiff.make(old: old, new: new, path: "F.swift") == """
        --- a/F.swift
        +++ b/F.swift
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
  }

  @Test func insertionsAndDeletions() {
    let diff = UnifiedDiff.make(old: "a\nb\nc\n", new: "a\nc\nd\n", path: "F")
    #expect(diff == "--- a/F\n+++ b/F\n@@ -1,3 +1,3 @@\n a\n-b\n c\n+d\n")
  }
}
