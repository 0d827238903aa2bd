#if !canImport(SwiftUI)
  extension Binding {
    /// A binding to a shared value: reads it, and writes it under its lock, as
    /// `$shared.withLock { $0 = newValue }` does.
    ///
    /// ```swift
    /// @Binding(store.$signUpData) var signUpData
    /// TextField("Email", text: $signUpData.email)
    /// ```
    public init(_ base: Shared<Value>) {
      self.init(
        get: { base.wrappedValue },
        set: { newValue in base.withLock { $0 = newValue } }
      )
    }
  }
#endif
