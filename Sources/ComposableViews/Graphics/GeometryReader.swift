import Foundation

/// A container that gives its content the size it is drawn for.
///
/// The counterpart of SwiftUI's `GeometryReader`. A page has no layout pass that measures a
/// view before its content is made: the proxy's size is the size a `.frame(width:height:)`
/// around the reader gives, or 300 × 300 points, the size shapes are drawn for (see ``Shape``),
/// so a `Path` drawn from `proxy.size` scales with the shapes beside it. The container fills
/// the room it is given, lays its content out from its top leading corner as SwiftUI does, and
/// is where `.position(x:y:)` inside it places views.
public struct GeometryReader<Content: View>: _PrimitiveView {
  /// The content, made from the proxy.
  public var content: (GeometryProxy) -> Content

  /// A reader whose content is made from a proxy of its size.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  public func _render(in renderer: _Renderer) {
    let proxy = GeometryProxy(size: renderer.environment.shapeProposal)
    renderer.element("div", classes: ["tca-geometry"]) {
      renderer.withPath("c") { renderer.render(self.content(proxy)) }
    }
  }
}

/// The size and coordinates a `GeometryReader` gives its content.
///
/// The counterpart of SwiftUI's `GeometryProxy`; see ``GeometryReader`` for what `size` is in a
/// page.
public struct GeometryProxy: Sendable {
  /// The size the reader is drawn for.
  public let size: CGSize

  /// The insets of the safe area; none in a page.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The reader's bounds in a coordinate space: its origin is (0, 0) in every space, as a page
  /// cannot tell where the reader is.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    CGRect(origin: .zero, size: self.size)
  }
}

/// A space whose coordinates a frame is measured in.
///
/// The counterpart of SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
  /// The screen's.
  case global
  /// The view's own.
  case local
  /// One a view named with `.coordinateSpace(name:)`.
  case named(AnyHashable)
}

extension View {
  /// Names this view's coordinate space; accepted (frames in a page are measured from the
  /// reader itself).
  public func coordinateSpace<Name: Hashable>(name: Name) -> some View {
    self.styled()
  }
}
