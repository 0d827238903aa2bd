/// A line-based unified diff (`diff -u` style), computed with Myers' O(ND) algorithm.
public enum UnifiedDiff {
  /// The unified diff from `old` to `new`, labelled `a/path` and `b/path`; empty when equal.
  public static func make(old: String, new: String, path: String, context: Int = 3) -> String {
    guard old != new else { return "" }
    let oldLines = lines(old)
    let newLines = lines(new)
    let edits = script(oldLines, newLines)
    let label = path.hasPrefix("/") ? String(path.dropFirst()) : path
    var output = "--- a/\(label)\n+++ b/\(label)\n"
    for hunk in hunks(edits, context: context) {
      output += hunk.render(oldLines: oldLines, newLines: newLines)
    }
    return output
  }

  enum Edit: Equatable {
    case keep(old: Int, new: Int)
    case delete(old: Int)
    case insert(new: Int)
  }

  static func lines(_ text: String) -> [Substring] {
    var result = text.split(separator: "\n", omittingEmptySubsequences: false)
    if result.last == "" { result.removeLast() }
    return result
  }

  /// The shortest edit script between `a` and `b`.
  static func script(_ a: [Substring], _ b: [Substring]) -> [Edit] {
    let n = a.count
    let m = b.count
    let maxD = n + m
    let offset = maxD + 1
    var v = [Int](repeating: 0, count: 2 * maxD + 3)
    var trace: [[Int]] = []
    outer: for d in 0...maxD {
      trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
      for k in stride(from: -d, through: d, by: 2) {
        var x: Int
        if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
          x = v[offset + k + 1]
        } else {
          x = v[offset + k - 1] + 1
        }
        var y = x - k
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        v[offset + k] = x
        if x >= n, y >= m { break outer }
      }
    }
    var edits: [Edit] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let slice = trace[d]
      let base = offset - d - 1
      let v = { (index: Int) -> Int in slice[index - base] }
      let k = x - y
      let previousK: Int
      if k == -d || (k != d && v(offset + k - 1) < v(offset + k + 1)) {
        previousK = k + 1
      } else {
        previousK = k - 1
      }
      let previousX = d == 0 ? 0 : v(offset + previousK)
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        x -= 1
        y -= 1
        edits.append(.keep(old: x, new: y))
      }
      if d > 0 {
        if x == previousX {
          y -= 1
          edits.append(.insert(new: y))
        } else {
          x -= 1
          edits.append(.delete(old: x))
        }
      }
    }
    return edits.reversed()
  }

  struct Hunk {
    var edits: ArraySlice<Edit>

    func render(oldLines: [Substring], newLines: [Substring]) -> String {
      var oldStart = 0
      var newStart = 0
      var oldCount = 0
      var newCount = 0
      var body = ""
      var first = true
      for edit in edits {
        switch edit {
        case .keep(let old, let new):
          if first { (oldStart, newStart) = (old, new) }
          oldCount += 1
          newCount += 1
          body += " \(oldLines[old])\n"
        case .delete(let old):
          if first { (oldStart, newStart) = (old, Self.position(before: edit, in: edits)) }
          oldCount += 1
          body += "-\(oldLines[old])\n"
        case .insert(let new):
          if first { (oldStart, newStart) = (Self.oldPosition(in: edits), new) }
          newCount += 1
          body += "+\(newLines[new])\n"
        }
        first = false
      }
      let oldHeader = oldCount == 0 ? "\(oldStart),0" : "\(oldStart + 1),\(oldCount)"
      let newHeader = newCount == 0 ? "\(newStart),0" : "\(newStart + 1),\(newCount)"
      return "@@ -\(oldHeader) +\(newHeader) @@\n" + body
    }

    /// The new-file line index where a hunk starting with a deletion begins.
    static func position(before edit: Edit, in edits: ArraySlice<Edit>) -> Int {
      for edit in edits {
        if case .insert(let new) = edit { return new }
        if case .keep(_, let new) = edit { return new }
      }
      return 0
    }

    /// The old-file line index where a hunk starting with an insertion begins.
    static func oldPosition(in edits: ArraySlice<Edit>) -> Int {
      for edit in edits {
        if case .delete(let old) = edit { return old }
        if case .keep(let old, _) = edit { return old }
      }
      return 0
    }
  }

  /// Groups changes with `context` unchanged lines around them.
  static func hunks(_ edits: [Edit], context: Int) -> [Hunk] {
    let changed = edits.indices.filter {
      if case .keep = edits[$0] { return false }
      return true
    }
    guard !changed.isEmpty else { return [] }
    var result: [Hunk] = []
    var start = max(0, changed[0] - context)
    var end = min(edits.count, changed[0] + context + 1)
    for index in changed.dropFirst() {
      if index - context <= end {
        end = min(edits.count, index + context + 1)
      } else {
        result.append(Hunk(edits: edits[start..<end]))
        start = max(0, index - context)
        end = min(edits.count, index + context + 1)
      }
    }
    result.append(Hunk(edits: edits[start..<end]))
    return result
  }
}
