import Foundation
import PackagePlugin

/// Turns the package's README.md into Swift source for the target that uses this plugin, so that
/// building the tests compiles every code block of the README (see `readme-snippets`).
@main
struct ReadmeSnippetsPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let readme = context.package.directoryURL.appendingPathComponent("README.md")
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("ReadmeSnippets.swift")
    return [
      .buildCommand(
        displayName: "Extracting the code blocks of README.md",
        executable: try context.tool(named: "readme-snippets").url,
        arguments: [readme.path, output.path],
        inputFiles: [readme],
        outputFiles: [output]
      )
    ]
  }
}
