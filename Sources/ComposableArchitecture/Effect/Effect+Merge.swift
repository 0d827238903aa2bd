extension Effect {
  /// Merges a variadic list of effects together into a single effect, which runs the effects at
  /// the same time.
  ///
  /// Complexity: O(n) in the number of effects; effects that are ``none`` are dropped.
  @inlinable
  public static func merge(_ effects: Self...) -> Self {
    Self.merge(effects)
  }

  /// Merges a sequence of effects together into a single effect, which runs the effects at the
  /// same time.
  @inlinable
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    effects.reduce(.none) { $0.merge(with: $1) }
  }

  /// Merges this effect and another into a single effect that runs both at the same time.
  ///
  /// Complexity: O(1) when either side is ``none``.
  @inlinable
  public func merge(with other: Self) -> Self {
    // The common case, checked without copying either operation.
    if self.isNone { return other }
    if other.isNone { return self }
    return self._combined(with: other, concurrently: true)
  }

  /// Concatenates a variadic list of effects together into a single effect, which runs the
  /// effects one after the other.
  @inlinable
  public static func concatenate(_ effects: Self...) -> Self {
    Self.concatenate(effects)
  }

  /// Concatenates a collection of effects together into a single effect, which runs the effects
  /// one after the other.
  @inlinable
  public static func concatenate(_ effects: some Collection<Self>) -> Self {
    effects.reduce(.none) { $0.concatenate(with: $1) }
  }

  /// Concatenates this effect and another into a single effect that first runs this effect, and
  /// after it completes or is cancelled, runs the other.
  @inlinable
  public func concatenate(with other: Self) -> Self {
    if self.isNone { return other }
    if other.isNone { return self }
    return self._combined(with: other, concurrently: false)
  }

  /// Merges (`concurrently`) or concatenates two effects, neither of them ``none``, flattening
  /// either side that is already a merge (or a concatenation) into one list.
  ///
  /// Complexity: O(n) in the number of effects in the flattened list.
  @usableFromInline
  func _combined(with other: Self, concurrently: Bool) -> Self {
    func parts(of effect: Self) -> [Self] {
      switch (effect.operation, concurrently) {
      case (.merge(let effects), true), (.concatenate(let effects), false):
        return effects
      default:
        return [effect]
      }
    }
    let effects = parts(of: self) + parts(of: other)
    return Self(operation: concurrently ? .merge(effects) : .concatenate(effects))
  }
}
