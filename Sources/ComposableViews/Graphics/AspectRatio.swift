import Foundation

/// How a view fits a shape of a given proportion: inside it, or covering it.
///
/// The counterpart of SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// The whole view shows, inside the room it is given.
  case fit
  /// The view covers the room it is given.
  case fill
}

extension View {
  /// The view keeps a width-to-height proportion (CSS `aspect-ratio`); `nil` keeps the
  /// content's own.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    guard let aspectRatio else { return self.styled(contentMode.objectFit) }
    return self.styled("aspect-ratio:\(svgNumber(aspectRatio))", contentMode.objectFit)
  }

  /// The view keeps the proportion of a size.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    let ratio = aspectRatio.height == 0 ? 1 : aspectRatio.width / aspectRatio.height
    return self.aspectRatio(ratio, contentMode: contentMode)
  }

  /// The view fits inside the room it is given, keeping its proportion.
  public func scaledToFit() -> some View {
    self.aspectRatio(contentMode: .fit)
  }

  /// The view covers the room it is given, keeping its proportion.
  public func scaledToFill() -> some View {
    self.aspectRatio(contentMode: .fill)
  }
}

extension ContentMode {
  /// The CSS `object-fit` declaration for the mode (for images; other views ignore it).
  fileprivate var objectFit: String {
    switch self {
    case .fit: "object-fit:contain"
    case .fill: "object-fit:cover"
    }
  }
}
