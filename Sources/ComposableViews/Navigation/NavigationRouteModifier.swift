extension View {
  /// Writes the first store-driven `NavigationStack(path:)` in this view whose element state is
  /// `codec`'s into the page's address, and reads it back from there (see ``RouteCodec``).
  ///
  /// Stacks inside that one keep their screens out of the address.
  public func navigationRoute<Codec: RouteCodec>(_ codec: Codec) -> some View {
    _EnvironmentWriter(content: self) { $0.navigationRoute = NavigationRouteValue(codec) }
  }
}

/// The codec a view put in the environment for the first stack below it.
struct NavigationRouteValue: Equatable {
  let codec: any RouteCodec

  init(_ codec: any RouteCodec) { self.codec = codec }

  /// Equal when the codecs are equal `Equatable` values, so that views under the stack keep
  /// their render.
  static func == (lhs: Self, rhs: Self) -> Bool { areEqual(lhs.codec, rhs.codec) }
}

extension EnvironmentValues {
  /// The codec of the stack that writes the page's address: set by `.navigationRoute(_:)`, and
  /// taken (set back to nil) by the first stack of its element type.
  @Entry var navigationRoute: NavigationRouteValue?
}
