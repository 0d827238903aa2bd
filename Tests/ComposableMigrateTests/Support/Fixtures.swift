import Foundation
import Testing

/// Locates and reads the golden fixtures next to this test target's sources.
enum Fixtures {
  /// `Tests/ComposableMigrateTests/Fixtures`.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The names of `folder/*<suffix>` files without the suffix, sorted.
  static func names(in folder: String, suffix: String) -> [String] {
    let directory = root.appendingPathComponent(folder)
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return files.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }.sorted()
  }

  /// The text of `folder/name`, or `nil` when it does not exist.
  static func text(_ folder: String, _ name: String) -> String? {
    try? String(
      contentsOf: root.appendingPathComponent(folder).appendingPathComponent(name), encoding: .utf8)
  }

  /// A rewrite fixture: `folder/name.before.swift.txt` and `name.after.swift.txt`.
  struct Rewrite: CustomTestStringConvertible, Sendable {
    var folder: String
    var name: String
    var testDescription: String { "\(folder)/\(name)" }
  }

  /// Every before/after pair (SwiftUI ones in `Rewrites`, the rest in `Compilable`).
  static let rewrites: [Rewrite] = ["Rewrites", "Compilable"].flatMap { folder in
    names(in: folder, suffix: ".before.swift.txt").map { Rewrite(folder: folder, name: $0) }
  }

  /// Line numbers (1-based) carrying `marker` in a trailing comment, with the text after it.
  static func markedLines(_ text: String, marker: String) -> [Int: String] {
    var result: [Int: String] = [:]
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      guard let range = line.range(of: "// \(marker):") else { continue }
      result[index + 1] = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
    }
    return result
  }
}
