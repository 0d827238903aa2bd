import SwiftSyntax

/// Seed 002, "UIKitの場合": once a file's publisher subscriptions became `observe { … }`, an
/// `import Combine` that nothing uses any more goes too. It stays when any Combine name is left.
enum CombineImportRemoval {
  /// Names whose presence means the file may still use Combine.
  static let combineNames: Set<String> = [
    "Combine", "AnyCancellable", "Cancellable", "sink", "assign", "Publisher", "Publishers",
    "publisher", "publish", "Published", "ObservableObject", "objectWillChange", "AnyPublisher",
    "eraseToAnyPublisher", "PassthroughSubject", "CurrentValueSubject", "Subject", "Just",
    "Future", "Deferred", "Empty", "Fail", "Subscriber", "Subscribers", "Subscription",
    "Scheduler", "ImmediateScheduler", "autoconnect", "removeDuplicates", "receive",
  ]

  /// `tree` without `import Combine` when no Combine name or `.store(in:)` remains.
  static func removingUnusedImport(from tree: SourceFileSyntax) -> SourceFileSyntax {
    guard
      let index = tree.statements.firstIndex(where: {
        $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription == "Combine"
      })
    else { return tree }
    let stillUsed = tree.statements.enumerated().contains { offset, item in
      offset != tree.statements.distance(from: tree.statements.startIndex, to: index)
        && item.tokens(viewMode: .sourceAccurate).contains { token in
          combineNames.contains(token.text) || isStoreInCall(token)
        }
    }
    guard !stillUsed else { return tree }
    var statements = tree.statements
    let removed = statements[index]
    statements.remove(at: index)
    if index < statements.endIndex {
      let next = statements[index]
      statements[index] = next.with(\.leadingTrivia, removed.leadingTrivia)
    }
    return tree.with(\.statements, statements)
  }

  /// `store` in `.store(in: &cancellables)`.
  private static func isStoreInCall(_ token: TokenSyntax) -> Bool {
    guard token.text == "store",
      let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
      let call = member.parent?.as(FunctionCallExprSyntax.self)
    else { return false }
    return call.arguments.first?.label?.text == "in"
  }
}
