/// A way to run an ``App``, linked into a program by the module that provides it (the live
/// server does). ``App/main()`` uses the first one it finds.
public struct AppRunner: Sendable, _ContentRecordValue {
  /// Runs the app until the program should end; it does not return before then.
  let run: @MainActor @Sendable (any App.Type) -> Void

  /// A runner that runs an app with `run`.
  public init(run: @escaping @MainActor @Sendable (any App.Type) -> Void) {
    self.run = run
  }

  /// The runners linked into the program (records of the kind `tcar`).
  @_spi(Discovery)
  public static var linked: [AppRunner] { Self.linkedValues }

  /// Runners are the records of the kind `tcar`; the linking module's record accessor writes one
  /// with ``_store(_:as:_:)``.
  public static var _contentRecordKind: UInt32 { _ContentRecordKind.appRunner }
}
