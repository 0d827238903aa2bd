import Foundation

/// Expands command-line paths into Swift files, reporting paths that cannot be used.
enum SourceFiles {
  /// A path that could not be used, with the reason.
  struct Problem: Error {
    var path: String
    var reason: String
  }

  /// Files to process (explicit files, then `*.swift` under directories, sorted), and problems.
  static func collect(_ paths: [String]) -> (files: [String], problems: [Problem]) {
    var files: [String] = []
    var problems: [Problem] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        problems.append(Problem(path: path, reason: "no such file or directory"))
        continue
      }
      guard isDirectory.boolValue else {
        if path.hasSuffix(".swift") {
          files.append(path)
        } else {
          problems.append(
            Problem(path: path, reason: "not a Swift source file (expected '.swift')"))
        }
        continue
      }
      guard let enumerator = manager.enumerator(atPath: path) else {
        problems.append(Problem(path: path, reason: "cannot list directory"))
        continue
      }
      var found: [String] = []
      while let relative = enumerator.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        if name.hasPrefix(".") {
          enumerator.skipDescendants()
          continue
        }
        if relative.hasSuffix(".swift") {
          found.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
        }
      }
      files.append(contentsOf: found.sorted())
    }
    return (files, problems)
  }

  /// Reads `path` as Swift source: UTF-8 text without NUL bytes.
  static func read(_ path: String) -> Result<String, Problem> {
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(Problem(path: path, reason: "cannot read file"))
    }
    if data.contains(0) {
      return .failure(Problem(path: path, reason: "not Swift source (binary data)"))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .failure(Problem(path: path, reason: "not Swift source (not valid UTF-8)"))
    }
    return .success(text)
  }
}
