#if !canImport(SwiftUI)
  /// A description of how a change is animated.
  ///
  /// The platform-neutral counterpart of SwiftUI's `Animation`, with the same spelling, for
  /// platforms without SwiftUI, so that feature logic that asks for an animation
  /// (`send(.loaded, animation: .default)`) compiles and behaves the same there, minus the
  /// animation. On Apple platforms SwiftUI's type takes its place.
  public struct Animation: Hashable, Sendable {
    /// The curve of an animation, kept only so that animations compare as SwiftUI's do.
    private let curve: String
    private let duration: Double?

    private init(curve: String, duration: Double? = nil) {
      self.curve = curve
      self.duration = duration
    }

    /// The platform's default animation.
    public static let `default` = Self(curve: "default")
    /// An animation that moves at a constant speed.
    public static let linear = Self(curve: "linear")
    /// An animation that starts slowly, then speeds up.
    public static let easeIn = Self(curve: "easeIn")
    /// An animation that starts quickly, then slows down.
    public static let easeOut = Self(curve: "easeOut")
    /// An animation that starts and ends slowly.
    public static let easeInOut = Self(curve: "easeInOut")
    /// A spring animation.
    public static let spring = Self(curve: "spring")

    /// An animation that moves at a constant speed for `duration` seconds.
    public static func linear(duration: Double) -> Self {
      Self(curve: "linear", duration: duration)
    }

    /// An animation that starts slowly, then speeds up, over `duration` seconds.
    public static func easeIn(duration: Double) -> Self {
      Self(curve: "easeIn", duration: duration)
    }

    /// An animation that starts quickly, then slows down, over `duration` seconds.
    public static func easeOut(duration: Double) -> Self {
      Self(curve: "easeOut", duration: duration)
    }

    /// An animation that starts and ends slowly, over `duration` seconds.
    public static func easeInOut(duration: Double) -> Self {
      Self(curve: "easeInOut", duration: duration)
    }
  }

  /// The context of a state change: its animation.
  ///
  /// The platform-neutral counterpart of SwiftUI's `Transaction` for platforms without SwiftUI.
  public struct Transaction: Sendable {
    /// The animation of the change, if any.
    public var animation: Animation?

    /// Whether animations of the change are disabled.
    public var disablesAnimations = false

    /// Creates a transaction with no animation.
    public init() {}

    /// Creates a transaction with an animation.
    public init(animation: Animation?) {
      self.animation = animation
    }
  }

  /// Runs `body` as a change with the given transaction. Without SwiftUI there is nothing to
  /// animate: it runs `body` and returns its result.
  public func withTransaction<Result>(
    _ transaction: Transaction, _ body: () throws -> Result
  ) rethrows -> Result {
    try body()
  }

  /// Runs `body` as a change with the given animation. Without SwiftUI there is nothing to
  /// animate: it runs `body` and returns its result.
  public func withAnimation<Result>(
    _ animation: Animation? = .default, _ body: () throws -> Result
  ) rethrows -> Result {
    try body()
  }
#endif
