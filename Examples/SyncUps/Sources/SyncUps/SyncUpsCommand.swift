import ArgumentParser
import SyncUpsFeatures

@main
struct SyncUpsCommand: AsyncParsableCommand {
  func run() async throws {
    print("SyncUps")
  }
}
