import SwiftParser
import SwiftSyntax

/// Small text and syntax utilities shared by the rewrites.
enum SyntaxText {
  /// Parses `text` as one expression.
  static func expression(_ text: String) -> ExprSyntax {
    var parser = Parser(text)
    return ExprSyntax.parse(from: &parser)
  }

  /// Parses `text` as a list of statements.
  static func statements(_ text: String) -> CodeBlockItemListSyntax {
    Parser.parse(source: text).statements
  }

  /// The name a call is made to: `Store` for `Store(…)`, `sheet` for `.sheet(…)`.
  static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.text
    }
    return nil
  }

  /// The `$`-projected spelling of a view's store: `store` → `$store`,
  /// `self.store` → `self.$store`; `nil` for anything else.
  static func projectedStore(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      reference.baseName.text == "store"
    {
      return "$store"
    }
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "store",
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return "self.$store"
    }
    return nil
  }

  /// The leading whitespace of the last line of `trivia` (the indentation a token starts with).
  static func indentation(of trivia: Trivia) -> String {
    var indentation = ""
    for piece in trivia {
      switch piece {
      case .spaces(let count): indentation += String(repeating: " ", count: count)
      case .tabs(let count): indentation += String(repeating: "\t", count: count)
      case .newlines, .carriageReturnLineFeeds, .carriageReturns: indentation = ""
      default: indentation = ""
      }
    }
    return indentation
  }

  /// Removes up to `count` leading spaces from every line of `text` after the first.
  static func dedent(_ text: String, by count: Int) -> String {
    guard count > 0 else { return text }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for index in lines.indices.dropFirst() {
      let spaces = lines[index].prefix { $0 == " " }.count
      lines[index] = lines[index].dropFirst(min(spaces, count))
    }
    return lines.joined(separator: "\n")
  }

  /// Adds `prefix` to every non-empty line of `text` after the first.
  static func indent(_ text: String, with prefix: String) -> String {
    guard !prefix.isEmpty else { return text }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for index in lines.indices.dropFirst() where !lines[index].isEmpty {
      lines[index] = prefix + lines[index]
    }
    return lines.joined(separator: "\n")
  }

  /// The only parameter name of a closure (`childStore in`), or `nil`.
  static func singleParameter(_ closure: ClosureExprSyntax) -> String? {
    guard let signature = closure.signature else { return nil }
    switch signature.parameterClause {
    case .simpleInput(let names) where names.count == 1:
      return names.first?.name.text
    case .parameterClause(let clause) where clause.parameters.count == 1:
      let parameter = clause.parameters.first!
      return (parameter.secondName ?? parameter.firstName).text
    default:
      return nil
    }
  }

  /// The closure's body text without its signature: `{` + statements + `}`.
  static func bodyWithoutSignature(_ closure: ClosureExprSyntax) -> String {
    var text = closure.leftBrace.with(\.leadingTrivia, []).with(\.trailingTrivia, []).description
    if let signature = closure.signature {
      let afterIn = signature.inKeyword.trailingTrivia
      if afterIn.contains(where: \.isComment) { text += " " + afterIn.description.trimmingSpaces }
    } else {
      text += closure.leftBrace.trailingTrivia.description
    }
    text += closure.statements.description
    text += closure.rightBrace.with(\.trailingTrivia, []).description
    return text
  }
}

extension String {
  /// The string without leading and trailing spaces.
  var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
