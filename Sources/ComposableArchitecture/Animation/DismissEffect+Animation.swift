#if canImport(SwiftUI)
  import SwiftUI
#endif

extension DismissEffect {
  /// Dismisses the presented feature that runs the current effect, with an animation.
  ///
  /// Without SwiftUI the feature is dismissed as by ``callAsFunction(fileID:filePath:line:column:)``.
  public func callAsFunction(
    animation: Animation?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.callAsFunction(
      transaction: Transaction(animation: animation),
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Dismisses the presented feature that runs the current effect, with a transaction.
  ///
  /// The parent receives the dismissal action as usual; the transaction is not carried to it.
  public func callAsFunction(
    transaction: Transaction,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.callAsFunction(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
