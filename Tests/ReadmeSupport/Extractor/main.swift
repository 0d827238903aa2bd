// Extracts the Swift code blocks of README.md into a Swift file that the `ReadmeTests` target
// compiles, so the README's examples cannot drift from the library.
//
// Every ```swift block must follow a marker comment saying how it is tested:
//   <!-- readme-test: declarations -->      top-level declarations, compiled as they are
//   <!-- readme-test: statements -->        statements, run as the body of a `@Test` function
//   <!-- readme-test: package-manifest -->  a Package.swift, kept as a string for a test to use
// An unmarked block fails the build, so none escapes testing.
//
// Usage: readme-snippets README.md OUTPUT.swift

import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  FileHandle.standardError.write(Data("usage: readme-snippets README.md OUTPUT.swift\n".utf8))
  exit(2)
}
let readmePath = arguments[1]
let readme: String
do {
  readme = try String(contentsOfFile: readmePath, encoding: .utf8)
} catch {
  FileHandle.standardError.write(Data("\(readmePath): \(error)\n".utf8))
  exit(1)
}

let lines = readme.components(separatedBy: "\n")
var output = "// Generated from README.md by readme-snippets. Do not edit.\n\n"
var marker: String?
var index = 0
var blockNumber = 0
var failed = false
var sawManifest = false

func literal(_ text: String) -> String {
  "\""
    + text.unicodeScalars.map { scalar -> String in
      switch scalar {
      case "\\": return "\\\\"
      case "\"": return "\\\""
      case "\n": return "\\n"
      default: return String(scalar)
      }
    }.joined() + "\""
}

while index < lines.count {
  let line = lines[index]
  let trimmed = line.trimmingCharacters(in: .whitespaces)
  if trimmed.hasPrefix("<!-- readme-test:"), trimmed.hasSuffix("-->") {
    marker = trimmed.dropFirst("<!-- readme-test:".count).dropLast(3)
      .trimmingCharacters(in: .whitespaces)
    index += 1
    continue
  }
  guard trimmed.hasPrefix("```") else {
    if !trimmed.isEmpty { marker = nil }
    index += 1
    continue
  }
  let language = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
  let start = index + 1
  var end = start
  while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).hasPrefix("```") {
    end += 1
  }
  let body = lines[start..<min(end, lines.count)]
  defer {
    index = end + 1
    marker = nil
  }
  guard language == "swift" else { continue }
  blockNumber += 1
  let location = "#sourceLocation(file: \(literal(readmePath)), line: \(start + 1))"
  switch marker {
  case "declarations":
    output += "\(location)\n\(body.joined(separator: "\n"))\n#sourceLocation()\n\n"
  case "statements":
    output += """
      @Test(\(literal("README.md block \(blockNumber), line \(start + 1)"))) @MainActor
      func readmeBlock\(blockNumber)() async throws {
      \(location)
      \(body.joined(separator: "\n"))
      #sourceLocation()
      }


      """
  case "package-manifest" where !sawManifest:
    sawManifest = true
    output += """
      /// The Package.swift of README.md's block \(blockNumber) (line \(start + 1)).
      let readmePackageManifest = \(literal(body.joined(separator: "\n")))


      """
  default:
    let problem =
      marker.map {
        $0 == "package-manifest" ? "a second package manifest" : "unknown marker '\($0)'"
      }
      ?? "no <!-- readme-test: … --> marker"
    FileHandle.standardError.write(
      Data("\(readmePath):\(index + 1): error: a swift code block has \(problem)\n".utf8)
    )
    failed = true
  }
}

if failed { exit(1) }
do {
  try output.write(toFile: arguments[2], atomically: true, encoding: .utf8)
} catch {
  FileHandle.standardError.write(Data("\(arguments[2]): \(error)\n".utf8))
  exit(1)
}
