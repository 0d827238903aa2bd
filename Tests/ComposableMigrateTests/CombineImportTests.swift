import ComposableMigrate
import Testing

/// `import Combine` goes only when the migration removed the file's last use of Combine.
@Suite struct CombineImportTests {
  static let controller = """
    import Combine
    import ComposableArchitecture
    import UIKit

    final class CounterViewController: UIViewController {
      let store: StoreOf<Counter>
      var cancellables: Set<AnyCancellable> = []

      override func viewDidLoad() {
        super.viewDidLoad()
        self.store.publisher.count
          .assign(to: \\.text, on: label)
          .store(in: &self.cancellables)
      %@
      }
    }

    """

  @Test func anImportNothingUsesAnyMoreIsRemoved() {
    let source = Self.controller.replacingOccurrences(of: "%@", with: "")
    let result = Migrator().migrate(source: source, path: "C.swift").source
    #expect(!result.contains("import Combine"), "\(result)")
    #expect(result.hasPrefix("import ComposableArchitecture\n"))
  }

  @Test func anImportStillUsedStays() {
    let source = Self.controller.replacingOccurrences(
      of: "%@", with: "  let ticks = Just(1).eraseToAnyPublisher()")
    let result = Migrator().migrate(source: source, path: "C.swift").source
    #expect(result.hasPrefix("import Combine\n"), "\(result)")
    #expect(result.contains("observe { [weak self] in"))
  }
}
