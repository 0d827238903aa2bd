import Foundation

/// The text of a string literal given to a view, like `Text("Hello, \(name)")`.
///
/// The counterpart of SwiftUI's `LocalizedStringKey`. There is no localization table on this
/// platform, so the key is the text shown; interpolated values are shown as SwiftUI shows them
/// (`Text` values keep their text, `format:` values are formatted).
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// The resolved text.
  let text: String

  /// Creates a key from a string.
  public init(_ value: String) {
    self.text = value
  }

  /// Creates a key from a string literal.
  public init(stringLiteral value: String) {
    self.text = value
  }

  /// Creates a key from an interpolated string literal.
  public init(stringInterpolation: StringInterpolation) {
    self.text = stringInterpolation.output
  }

  /// Builds the text of an interpolated literal.
  public struct StringInterpolation: StringInterpolationProtocol {
    var output = ""

    /// Reserves room for the literal.
    public init(literalCapacity: Int, interpolationCount: Int) {
      self.output.reserveCapacity(literalCapacity + interpolationCount * 8)
    }

    /// Appends the literal's text.
    public mutating func appendLiteral(_ literal: String) {
      self.output += literal
    }

    /// Appends a string.
    public mutating func appendInterpolation(_ string: String) {
      self.output += string
    }

    /// Appends an integer's digits (the usual value, without a dynamic description).
    public mutating func appendInterpolation(_ value: Int) {
      self.output += String(value)
    }

    /// Appends any value, as `String(describing:)` writes it.
    public mutating func appendInterpolation<T>(_ value: T) {
      self.output += String(describing: value)
    }

    /// Appends the text of a `Text`.
    @MainActor
    public mutating func appendInterpolation(_ text: Text) {
      self.output += text.plainText
    }

    /// Appends a value formatted with a format style, like `\(date, format: .dateTime)`.
    public mutating func appendInterpolation<F: FormatStyle>(
      _ input: F.FormatInput, format: F
    ) where F.FormatOutput == String {
      self.output += format.format(input)
    }
  }
}
