import SwiftSyntax

/// The cases of an enum in declaration order, with the `#if` clauses that hold some of them, so
/// that code generated per case (another enum's cases, `switch` cases, reducer scopes) can be
/// wrapped in the same clauses.
indirect enum EnumCaseTree {
  /// A case, with the attributes of the `case` declaration that holds it.
  case element(EnumCaseElementSyntax, attributes: AttributeListSyntax)
  /// An `#if … #elseif … #else … #endif` block.
  case conditional([Clause])

  /// One clause of an `#if` block: `#if`, `#elseif` or `#else`, its condition, and its cases.
  struct Clause {
    let keyword: String
    let condition: String
    let cases: [EnumCaseTree]
  }

  /// The cases declared among `members`, including those inside `#if` blocks.
  static func read(_ members: MemberBlockItemListSyntax) -> [EnumCaseTree] {
    members.flatMap { item -> [EnumCaseTree] in
      if let caseDecl = item.decl.as(EnumCaseDeclSyntax.self) {
        return caseDecl.elements.map { .element($0, attributes: caseDecl.attributes) }
      }
      if let ifConfig = item.decl.as(IfConfigDeclSyntax.self) {
        let clauses = ifConfig.clauses.map { clause in
          Clause(
            keyword: clause.poundKeyword.text,
            condition: clause.condition?.trimmedDescription ?? "",
            cases: clause.elements?.as(MemberBlockItemListSyntax.self).map(read) ?? []
          )
        }
        return [.conditional(clauses)]
      }
      return []
    }
  }

  /// Every case, whichever clause holds it, in declaration order.
  static func elements(
    _ trees: [EnumCaseTree]
  ) -> [(element: EnumCaseElementSyntax, attributes: AttributeListSyntax)] {
    trees.flatMap { tree -> [(element: EnumCaseElementSyntax, attributes: AttributeListSyntax)] in
      switch tree {
      case .element(let element, let attributes): [(element, attributes)]
      case .conditional(let clauses): clauses.flatMap { elements($0.cases) }
      }
    }
  }

  /// The code `line` gives for each case (each piece ending in a newline), in declaration order,
  /// wrapped in the `#if` clauses that hold the cases; a block whose cases give nothing is
  /// left out.
  static func render(
    _ trees: [EnumCaseTree],
    _ line: (EnumCaseElementSyntax, AttributeListSyntax) -> String?
  ) -> String {
    trees.map { tree in
      switch tree {
      case .element(let element, let attributes):
        return line(element, attributes) ?? ""
      case .conditional(let clauses):
        let bodies = clauses.map { render($0.cases, line) }
        guard bodies.contains(where: { !$0.isEmpty }) else { return "" }
        let rendered = zip(clauses, bodies).map { clause, body in
          let header =
            clause.condition.isEmpty ? clause.keyword : "\(clause.keyword) \(clause.condition)"
          return "\(header)\n\(body)"
        }
        return rendered.joined() + "#endif\n"
      }
    }
    .joined()
  }
}
