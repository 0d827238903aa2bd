import Foundation
import TestSupport

/// Runs the built `composable-migrate` executable, found in the build products directory next to
/// the test bundle.
enum Executable {
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static let url: URL? = {
    var directories: [URL] = []
    for bundle in Bundle.allBundles {
      directories.append(bundle.bundleURL.deletingLastPathComponent())
      directories.append(bundle.bundleURL)
    }
    directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    directories.append(packageRoot.appendingPathComponent(".build/debug"))
    for directory in directories {
      let candidate = directory.appendingPathComponent("composable-migrate")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }()

  /// Runs the executable with `arguments` and waits for it, off the cooperative thread pool.
  static func run(_ arguments: [String]) async throws -> Output {
    guard let url else { throw CocoaError(.fileNoSuchFile) }
    let finished = try await runProcess(url, arguments: arguments, mergingErrors: false)
    return Output(status: finished.status, stdout: finished.text, stderr: finished.errorText)
  }
}
