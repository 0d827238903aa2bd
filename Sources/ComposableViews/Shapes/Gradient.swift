import Foundation

/// Colours along a line from 0 to 1: what a gradient shades through.
///
/// The counterpart of SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
  /// A colour at a location of a gradient.
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public var color: Color
    /// Where the colour is, from 0 to 1.
    public var location: CGFloat

    /// A colour at a location, from 0 to 1.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The colours and their locations.
  public var stops: [Stop]

  /// Colours and their locations.
  public init(stops: [Stop]) { self.stops = stops }

  /// Colours spread evenly from 0 to 1.
  public init(colors: [Color]) {
    let last = max(colors.count - 1, 1)
    self.stops = colors.enumerated().map {
      Stop(color: $0.element, location: CGFloat(Double($0.offset) / Double(last)))
    }
  }

  /// The stops as SVG `stop` elements.
  var svgStops: [RenderedNode] {
    self.stops.map { stop in
      var element = RenderedElement("stop", attributes: [("offset", svgNumber(stop.location))])
      element.styles = ["stop-color:\(stop.color.css)"]
      return .element(element)
    }
  }

  /// The stops as a CSS colour list, each at `location` mapped by `position`.
  func cssStops(_ position: (Double) -> String) -> String {
    self.stops.map { "\($0.color.css) \(position(Double($0.location)))" }.joined(separator: ",")
  }
}
