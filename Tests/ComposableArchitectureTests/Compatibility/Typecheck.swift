import Foundation
import TestSupport

/// Type-checks Swift sources with `swiftc` against the modules of this very build, as a user's
/// package sees them: for what only the compiler can tell (which declaration a name picks, which
/// deprecations it warns about).
enum Typecheck {
  /// The build's products directory, which holds the test binary and `Modules/`.
  static func productsDirectory() -> URL? {
    var candidate = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let module = candidate.appendingPathComponent("Modules/ComposableArchitecture.swiftmodule")
      if FileManager.default.fileExists(atPath: module.path) { return candidate }
      candidate = candidate.deletingLastPathComponent()
    }
    return nil
  }

  /// A fresh directory for one check's files.
  static func scratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("typecheck-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Runs `swiftc` with `arguments` after the flags that find this build's modules and macro
  /// plugins; swiftc's output and error output are merged.
  static func swiftc(_ arguments: [String], products: URL) async throws -> FinishedProcess {
    var command = ["swiftc", "-I", products.appendingPathComponent("Modules").path]
    // A C module some dependency builds (OpenCombine's helpers) is found through its module map.
    let helpers = products.appendingPathComponent("COpenCombineHelpers.build/module.modulemap")
    if FileManager.default.fileExists(atPath: helpers.path) {
      command += ["-Xcc", "-fmodule-map-file=\(helpers.path)"]
    }
    let plugins = [
      "ComposableArchitectureMacros-tool#ComposableArchitectureMacros",
      "CasePathsMacros-tool#CasePathsMacros",
      "DependenciesMacrosPlugin-tool#DependenciesMacrosPlugin",
    ]
    for plugin in plugins {
      command += ["-load-plugin-executable", products.appendingPathComponent(plugin).path]
    }
    return try await runProcess(
      URL(fileURLWithPath: "/usr/bin/env"), arguments: command + arguments,
      timeLimit: .seconds(600))
  }
}
