#if !canImport(SwiftUI)
  /// A description of how a change is animated.
  ///
  /// The platform-neutral counterpart of SwiftUI's `Animation`, with the same spelling, for
  /// platforms without SwiftUI, so that feature logic that asks for an animation
  /// (`send(.loaded, animation: .default)`) compiles and behaves the same there, minus the
  /// animation. On Apple platforms SwiftUI's type takes its place.
  public struct Animation: Hashable, Sendable {
    /// What the animation is made of, as it was spelled (`spring(response: 0.3, …)`, then each
    /// modifier: `.delay(0.2)`), kept only so that animations compare as SwiftUI's do: equal
    /// when built the same way.
    private let recipe: String

    private init(_ recipe: String) {
      self.recipe = recipe
    }

    /// The animation spelled `name(label: value, …)`.
    static func named(_ name: String, _ arguments: KeyValuePairs<String, Double> = [:]) -> Self {
      guard !arguments.isEmpty else { return Self(name) }
      let list = arguments.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
      return Self("\(name)(\(list))")
    }

    /// This animation followed by `modifier`.
    func modified(_ modifier: String) -> Self {
      Self("\(recipe).\(modifier)")
    }

    /// The platform's default animation.
    public static let `default` = Self("default")
    /// An animation that moves at a constant speed.
    public static let linear = Self("linear")
    /// An animation that starts slowly, then speeds up.
    public static let easeIn = Self("easeIn")
    /// An animation that starts quickly, then slows down.
    public static let easeOut = Self("easeOut")
    /// An animation that starts and ends slowly.
    public static let easeInOut = Self("easeInOut")
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
