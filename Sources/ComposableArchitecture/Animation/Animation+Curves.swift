#if !canImport(SwiftUI)
  // The constructors and modifiers of SwiftUI's `Animation` that feature code passes to
  // `send(_:animation:)`, with SwiftUI's spellings and default arguments. Without SwiftUI nothing
  // is animated: each only records how it was built, so that two animations built alike are equal.

  extension Animation {
    /// An animation that moves at a constant speed for `duration` seconds.
    public static func linear(duration: Double) -> Self {
      .named("linear", ["duration": duration])
    }

    /// An animation that starts slowly, then speeds up, over `duration` seconds.
    public static func easeIn(duration: Double) -> Self {
      .named("easeIn", ["duration": duration])
    }

    /// An animation that starts quickly, then slows down, over `duration` seconds.
    public static func easeOut(duration: Double) -> Self {
      .named("easeOut", ["duration": duration])
    }

    /// An animation that starts and ends slowly, over `duration` seconds.
    public static func easeInOut(duration: Double) -> Self {
      .named("easeInOut", ["duration": duration])
    }

    /// An animation along a cubic Bézier timing curve with control points (`c0x`, `c0y`) and
    /// (`c1x`, `c1y`), over `duration` seconds.
    public static func timingCurve(
      _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
    ) -> Self {
      .named("timingCurve", ["c0x": c0x, "c0y": c0y, "c1x": c1x, "c1y": c1y, "duration": duration])
    }

    /// A spring animation with default parameters.
    public static let spring = Self.named("spring")

    /// A spring animation that settles in about `response` seconds, damped by
    /// `dampingFraction` (1 does not overshoot).
    public static func spring(
      response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
    ) -> Self {
      .named(
        "spring",
        ["response": response, "dampingFraction": dampingFraction, "blendDuration": blendDuration]
      )
    }

    /// A spring animation of a perceived `duration` and `bounce` (0: none, 1: most).
    ///
    /// `.spring()` with no arguments is the one of `response` and `dampingFraction`, as it is in
    /// SwiftUI, where both have defaults for every parameter too.
    @_disfavoredOverload
    public static func spring(
      duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0
    ) -> Self {
      .named("spring", ["duration": duration, "bounce": bounce, "blendDuration": blendDuration])
    }

    /// A fast spring animation with default parameters, for interactive changes.
    public static let interactiveSpring = Self.named("interactiveSpring")

    /// A fast spring animation for interactive changes.
    public static func interactiveSpring(
      response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Self {
      .named(
        "interactiveSpring",
        ["response": response, "dampingFraction": dampingFraction, "blendDuration": blendDuration]
      )
    }

    /// A fast spring animation of a perceived `duration`, with `extraBounce`, for interactive
    /// changes.
    public static func interactiveSpring(
      duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25
    ) -> Self {
      .named(
        "interactiveSpring",
        ["duration": duration, "extraBounce": extraBounce, "blendDuration": blendDuration]
      )
    }

    /// A spring animation whose velocity is kept when another animation interrupts it, with
    /// default parameters.
    public static let interpolatingSpring = Self.named("interpolatingSpring")

    /// A spring animation with the physical parameters of a mass on a spring, whose velocity is
    /// kept when another animation interrupts it.
    public static func interpolatingSpring(
      mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Self {
      .named(
        "interpolatingSpring",
        [
          "mass": mass, "stiffness": stiffness, "damping": damping,
          "initialVelocity": initialVelocity,
        ]
      )
    }

    /// A spring animation of a perceived `duration` and `bounce`, whose velocity is kept when
    /// another animation interrupts it.
    public static func interpolatingSpring(
      duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
    ) -> Self {
      .named(
        "interpolatingSpring",
        ["duration": duration, "bounce": bounce, "initialVelocity": initialVelocity]
      )
    }

    /// A smooth spring animation, without bounce.
    public static let smooth = Self.named("smooth")

    /// A smooth spring animation of a perceived `duration`, with `extraBounce`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Self {
      .named("smooth", ["duration": duration, "extraBounce": extraBounce])
    }

    /// A snappy spring animation, with a little bounce.
    public static let snappy = Self.named("snappy")

    /// A snappy spring animation of a perceived `duration`, with `extraBounce`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Self {
      .named("snappy", ["duration": duration, "extraBounce": extraBounce])
    }

    /// A bouncy spring animation.
    public static let bouncy = Self.named("bouncy")

    /// A bouncy spring animation of a perceived `duration`, with `extraBounce`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Self {
      .named("bouncy", ["duration": duration, "extraBounce": extraBounce])
    }

    /// This animation, started after `delay` seconds.
    public func delay(_ delay: Double) -> Self {
      modified("delay(\(delay))")
    }

    /// This animation, played `speed` times as fast.
    public func speed(_ speed: Double) -> Self {
      modified("speed(\(speed))")
    }

    /// This animation, played `repeatCount` times, back and forth when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Self {
      modified("repeatCount(\(repeatCount), autoreverses: \(autoreverses))")
    }

    /// This animation, repeated for as long as it runs, back and forth when `autoreverses`.
    public func repeatForever(autoreverses: Bool = true) -> Self {
      modified("repeatForever(autoreverses: \(autoreverses))")
    }
  }
#endif
