import Foundation

extension EnvironmentValues {
  /// The size shapes and geometry readers in this part of the screen are drawn for: a page has
  /// no layout pass, so this is the size a `.frame(width:height:)` around them gives, or
  /// 300 × 300 points (about the width a phone gives a view inside a padded screen).
  @Entry var shapeProposal: CGSize = CGSize(width: 300, height: 300)
}

/// A view whose shapes are drawn for a size: what `.frame(width:height:)` builds around its
/// content.
public struct _ProposedSizeView<Content: View>: _PrimitiveView {
  let content: Content
  let width: Double?
  let height: Double?

  public func _render(in renderer: _Renderer) {
    guard self.width != nil || self.height != nil else { return renderer.render(self.content) }
    renderer.withEnvironment({
      let current = $0.shapeProposal
      $0.shapeProposal = CGSize(
        width: self.width ?? current.width, height: self.height ?? current.height)
    }) {
      renderer.render(self.content)
    }
  }
}
