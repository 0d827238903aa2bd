// Before 1.5, test store timeouts were nanoseconds (`timeout: NSEC_PER_SEC`); 1.x still accepts
// them, deprecated.

extension TestStore {
  /// Suspends until all in-flight effects have finished, or until `nanoseconds` pass.
  @available(*, deprecated, message: "Use the overload that takes a 'Duration' timeout, instead.")
  @_disfavoredOverload
  public func finish(
    timeout nanoseconds: UInt64,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.finish(
      timeout: .clampedNanoseconds(nanoseconds),
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Asserts an action matching a predicate was received, waiting at most `nanoseconds`.
  @available(*, deprecated, message: "Use the overload that takes a 'Duration' timeout, instead.")
  @_disfavoredOverload
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout nanoseconds: UInt64,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receive(
      isMatching, timeout: .clampedNanoseconds(nanoseconds),
      assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Asserts an action in a case was received, waiting at most `nanoseconds`.
  @available(*, deprecated, message: "Use the overload that takes a 'Duration' timeout, instead.")
  @_disfavoredOverload
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout nanoseconds: UInt64,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receive(
      actionCase, timeout: .clampedNanoseconds(nanoseconds),
      assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }
}

extension TestStore where Action: Equatable {
  /// Asserts an action was received, waiting at most `nanoseconds`.
  @available(*, deprecated, message: "Use the overload that takes a 'Duration' timeout, instead.")
  @_disfavoredOverload
  public func receive(
    _ expectedAction: Action,
    timeout nanoseconds: UInt64,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receive(
      expectedAction, timeout: .clampedNanoseconds(nanoseconds),
      assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }
}

extension TestStoreTask {
  /// Asserts the underlying task finishes within `nanoseconds`.
  @available(*, deprecated, message: "Use the overload that takes a 'Duration' timeout, instead.")
  @_disfavoredOverload
  public func finish(
    timeout nanoseconds: UInt64,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.finish(
      timeout: .clampedNanoseconds(nanoseconds),
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Creates a test store task with a timeout in nanoseconds (the original library's SPI).
  @_spi(Canary)
  @available(*, deprecated, message: "Use the overload that takes a 'Duration' timeout, instead.")
  @_disfavoredOverload
  public init(rawValue: Task<Void, Never>?, timeout nanoseconds: UInt64) {
    self.init(rawValue: rawValue, timeout: .clampedNanoseconds(nanoseconds))
  }
}

extension Duration {
  /// A duration of `nanoseconds`, or the longest representable one when it is longer.
  fileprivate static func clampedNanoseconds(_ nanoseconds: UInt64) -> Self {
    .nanoseconds(Int64(clamping: nanoseconds))
  }
}
