/// Opens a web address, as the `openURL` environment value does: `openURL(url)`.
///
/// The counterpart of SwiftUI's `OpenURLAction`. A ``ViewHost`` keeps the addresses its screen
/// opens in ``ViewHost/openedURLs`` (the live server does not open them in the browser yet: a
/// `Link` does). Only `http`, `https` and `mailto` addresses are taken; others are reported, as
/// `Link`'s are.
public struct OpenURLAction: Equatable {
  let handler: @MainActor (URL) -> Void
  /// Who made the action, when that is known: two actions of one host are the same action, so
  /// the views below it are not rendered again for it.
  let owner: ObjectIdentifier?

  /// An action that opens addresses with `handler`.
  public init(handler: @escaping @MainActor (URL) -> Void) {
    self.handler = handler
    self.owner = nil
  }

  init(owner: AnyObject, handler: @escaping @MainActor (URL) -> Void) {
    self.handler = handler
    self.owner = ObjectIdentifier(owner)
  }

  /// Whether two actions are the same host's (actions made with a handler are all different).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.owner != nil && lhs.owner == rhs.owner
  }

  /// Opens `url`.
  @MainActor
  public func callAsFunction(_ url: URL) {
    let scheme = url.scheme?.lowercased() ?? ""
    guard ["http", "https", "mailto"].contains(scheme) else {
      reportLinkScheme(url)
      return
    }
    self.handler(url)
  }
}

extension EnvironmentValues {
  /// The action that opens a web address: `@Environment(\.openURL) var openURL`.
  @Entry public var openURL: OpenURLAction = OpenURLAction { url in
    reportIssue(
      """
      openURL(\(url.absoluteString)) was called on a screen no host shows, so nothing opened. \
      Show the screen in a ViewHost (or the live server) to open addresses.
      """
    )
  }
}
