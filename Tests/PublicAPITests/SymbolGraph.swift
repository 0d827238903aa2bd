import Foundation

/// A module's public symbols, read from the symbol graph `swift symbolgraph-extract` writes for
/// the module built next to this test binary.
enum SymbolGraph {
  /// One public symbol: its qualified name, kind, and whether it has a doc comment.
  struct Symbol: Sendable {
    let name: String
    let kind: String
    let location: String
    let hasDocComment: Bool
  }

  struct ExtractionError: Error, CustomStringConvertible {
    let description: String
  }

  /// The public symbols of `module`, declared in this package's sources (including members of
  /// extensions on other modules' types), sorted by name; `@_spi` symbols are left out.
  ///
  /// The extraction runs a process and waits for it on a thread of its own, so that tests
  /// running meanwhile keep every thread of the concurrency pool.
  static func publicSymbols(ofModule module: String) async throws -> [Symbol] {
    guard module == "ComposableArchitecture" else {
      return try await self.onOwnThread { try self.readPublicSymbols(module) }
    }
    return try await self.library.value
  }

  /// The library's symbols, extracted once for all the tests that read them.
  private static let library = Task {
    try await onOwnThread { try readPublicSymbols("ComposableArchitecture") }
  }

  private static func onOwnThread<Value: Sendable>(
    _ body: @escaping @Sendable () throws -> Value
  ) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try body() }) }.start()
    }
  }

  private static func readPublicSymbols(_ module: String) throws -> [Symbol] {
    let outputDirectory = FileManager.default.temporaryDirectory
      .appendingPathComponent("public-symbols-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: outputDirectory) }

    try self.extract(module: module, into: outputDirectory)
    var symbols: [Symbol] = []
    let files = try FileManager.default.contentsOfDirectory(atPath: outputDirectory.path)
    // `Module.symbols.json`, and `Module@Other.symbols.json` for extensions of `Other`'s types.
    for file in files where file.hasPrefix("\(module).") || file.hasPrefix("\(module)@") {
      let data = try Data(contentsOf: outputDirectory.appendingPathComponent(file))
      symbols += try self.decodeSymbols(data)
    }
    return symbols.sorted { $0.name < $1.name }
  }

  private static func decodeSymbols(_ data: Data) throws -> [Symbol] {
    let graph = try JSONDecoder().decode(Graph.self, from: data)
    return graph.symbols.compactMap { symbol in
      // Members a type gets from a protocol extension are listed again under the type; they
      // are documented (or not) where they are declared.
      guard
        symbol.accessLevel == "public" || symbol.accessLevel == "open",
        symbol.spi != true,
        !symbol.identifier.precise.contains("::SYNTHESIZED::"),
        let location = symbol.location,
        location.uri.contains("/Sources/")
      else { return nil }
      let lines = symbol.docComment?.lines ?? []
      let file = location.uri.components(separatedBy: "/Sources/").last ?? location.uri
      return Symbol(
        name: symbol.pathComponents.joined(separator: "."),
        kind: symbol.kind.displayName,
        location: "Sources/\(file):\(location.position.line + 1)",
        hasDocComment: lines.contains { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty }
      )
    }
  }

  /// Runs `swift symbolgraph-extract` on `module`, from the modules built for this test.
  private static func extract(module: String, into outputDirectory: URL) throws {
    let modules = try self.builtModulesDirectory()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "swift", "symbolgraph-extract",
        "-module-name", module,
        "-I", modules.path,
        // At `public`, the graph leaves out underscored names; they are public API all the same.
        "-minimum-access-level", "internal",
        "-output-dir", outputDirectory.path,
      ] + self.targetArguments() + self.clangModuleMapArguments(near: modules)
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let errorOutput = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ExtractionError(
        description: """
          swift symbolgraph-extract failed (\(process.terminationStatus)):
          \(String(decoding: errorOutput, as: UTF8.self))
          """
      )
    }
  }

  /// `.build/<triple>/debug/Modules` (or the build directory itself, in older layouts), found
  /// from the test binary's location.
  private static func builtModulesDirectory() throws -> URL {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    for _ in 0..<6 {
      for candidate in [directory.appendingPathComponent("Modules"), directory] {
        let module = candidate.appendingPathComponent("ComposableArchitecture.swiftmodule")
        if FileManager.default.fileExists(atPath: module.path) { return candidate }
      }
      directory.deleteLastPathComponent()
    }
    throw ExtractionError(
      description: "No built ComposableArchitecture.swiftmodule near \(CommandLine.arguments[0])."
    )
  }

  /// The module maps of the C targets the library depends on (on Linux, swift-dependencies
  /// brings OpenCombine's `COpenCombineHelpers`), which the build writes beside its modules.
  private static func clangModuleMapArguments(near modules: URL) -> [String] {
    let buildDirectory =
      modules.lastPathComponent == "Modules" ? modules.deletingLastPathComponent() : modules
    let entries =
      (try? FileManager.default.contentsOfDirectory(atPath: buildDirectory.path)) ?? []
    return entries.sorted().filter { $0.hasSuffix(".build") && !$0.hasSuffix("-tool.build") }
      .map { buildDirectory.appendingPathComponent($0).appendingPathComponent("module.modulemap") }
      .filter { FileManager.default.fileExists(atPath: $0.path) }
      .flatMap { ["-Xcc", "-fmodule-map-file=\($0.path)"] }
  }

  private static func targetArguments() -> [String] {
    #if os(Linux) && arch(x86_64)
      return ["-target", "x86_64-unknown-linux-gnu"]
    #elseif os(Linux) && arch(arm64)
      return ["-target", "aarch64-unknown-linux-gnu"]
    #else
      return []
    #endif
  }

  // MARK: The parts of the symbol graph format read here

  private struct Graph: Decodable {
    let symbols: [GraphSymbol]
  }

  private struct GraphSymbol: Decodable {
    struct Identifier: Decodable { let precise: String }
    struct Kind: Decodable { let displayName: String }
    struct DocComment: Decodable {
      struct Line: Decodable { let text: String }
      let lines: [Line]
    }
    struct Location: Decodable {
      struct Position: Decodable { let line: Int }
      let uri: String
      let position: Position
    }

    let identifier: Identifier
    let kind: Kind
    let pathComponents: [String]
    let accessLevel: String
    let docComment: DocComment?
    let location: Location?
    let spi: Bool?
  }
}
