/// A way to run an ``App``, linked into a program by the module that provides it (the live
/// server does). ``App/main()`` uses the first one it finds.
public struct AppRunner: Sendable {
  /// Runs the app until the program should end; it does not return before then.
  let run: @MainActor @Sendable (any App.Type) -> Void

  /// A runner that runs an app with `run`.
  public init(run: @escaping @MainActor @Sendable (any App.Type) -> Void) {
    self.run = run
  }

  /// The runners linked into the program (records of the kind `tcar`).
  @_spi(Discovery)
  public static var linked: [AppRunner] {
    ContentRecords.values(of: _ContentRecordKind.appRunner, as: AppRunner.self)
  }

  /// Writes a runner into a content record's out-parameter: the linking module's record
  /// accessor calls it.
  public static func _store(
    _ outValue: UnsafeMutableRawPointer, as type: UnsafeRawPointer, _ make: () -> AppRunner
  ) -> Bool {
    storeContent(make, into: outValue, as: type)
  }
}
