import Foundation

/// A number as SVG and CSS write it: at most three decimals, no trailing zeros, no `-0`.
func svgNumber(_ value: Double) -> String {
  let rounded = (value * 1000).rounded() / 1000
  if rounded == rounded.rounded() && abs(rounded) < 1e15 {
    return rounded == 0 ? "0" : String(Int(rounded))
  }
  var text = String(format: "%.3f", rounded)
  while text.hasSuffix("0") { text.removeLast() }
  return text
}

/// A number as SVG and CSS write it.
func svgNumber(_ value: CGFloat) -> String { svgNumber(Double(value)) }
