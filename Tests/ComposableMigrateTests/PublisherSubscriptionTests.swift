import ComposableMigrate
import Testing

/// Subscriptions whose closure cannot be read from the store mechanically are left as written.
@Suite struct PublisherSubscriptionTests {
  @Test func aSinkThatUnwrapsItsValueFirstReadsTheUnwrappedValue() {
    let source = """
      final class AlertController: UIViewController {
        let store: StoreOf<Feature>
        var cancellables: Set<AnyCancellable> = []

        override func viewDidLoad() {
          super.viewDidLoad()
          self.store.publisher.alert
            .sink { [weak self] alert in
              guard let self = self else { return }
              guard let alert = alert else { return }
              self.present(UIAlertController(title: alert.title, message: nil, preferredStyle: .alert), animated: true)
            }
            .store(in: &self.cancellables)
        }
      }

      """
    let result = Migrator().migrate(source: source, path: "AlertController.swift")
    #expect(
      result.source.contains(
        """
            observe { [weak self] in
              guard let self else { return }
              guard let alert = self.store.alert else { return }
              self.present(UIAlertController(title: alert.title, message: nil, preferredStyle: .alert), animated: true)
            }
        """))
  }

  @Test func aSinkThatRebindsItsValueLaterIsLeftAlone() {
    let source = """
      final class AlertController: UIViewController {
        let store: StoreOf<Feature>
        var cancellables: Set<AnyCancellable> = []

        override func viewDidLoad() {
          super.viewDidLoad()
          self.store.publisher.title
            .sink { [weak self] title in
              print(title)
              let title = title.uppercased()
              self?.label.text = title
            }
            .store(in: &self.cancellables)
        }
      }

      """
    let result = Migrator().migrate(source: source, path: "AlertController.swift")
    #expect(!result.changed, "\(result.source)")
  }

  @Test func aSinkValueNamedLikeAMemberOnlyReplacesTheValue() {
    let source = """
      final class AlertController: UIViewController {
        let store: StoreOf<Feature>
        var cancellables: Set<AnyCancellable> = []

        override func viewDidLoad() {
          super.viewDidLoad()
          self.store.publisher.title
            .sink { [weak self] title in
              self?.label.text = title
              self?.label.font = .title
            }
            .store(in: &self.cancellables)
        }
      }

      """
    let result = Migrator().migrate(source: source, path: "AlertController.swift")
    #expect(result.source.contains("label.text = self.store.title"))
    #expect(result.source.contains("label.font = .title"))
  }

  @Test func aSinkOfSeveralKeyPathsReadsEachFromTheStore() {
    let source = """
      final class BoardController: UIViewController {
        let store: StoreOf<Feature>
        var cancellables: Set<AnyCancellable> = []

        override func viewDidLoad() {
          super.viewDidLoad()
          self.store.publisher.map(\\.cells, \\.isEnabled)
            .removeDuplicates(by: ==)
            .sink { cells, isEnabled in
              for (index, label) in cells.enumerated() {
                buttons[index].setTitle(label, for: .normal)
                buttons[index].isEnabled = isEnabled
              }
            }
            .store(in: &self.cancellables)
        }
      }

      """
    let result = Migrator().migrate(source: source, path: "BoardController.swift")
    #expect(
      result.source.contains(
        """
            observe { [weak self] in
              guard let self else { return }
              for (index, label) in self.store.cells.enumerated() {
                buttons[index].setTitle(label, for: .normal)
                buttons[index].isEnabled = self.store.isEnabled
              }
            }
        """), "\(result.source)")
    #expect(!result.source.contains("cancellables"))
  }
}
