import SwiftSyntax

/// What the linter knows about the features (reducers) declared across the linted files: for
/// each feature, its state properties that hold a child feature's state.
public struct FeatureIndex: Sendable {
  /// A child feature held in a parent's `State`.
  public struct Child: Hashable, Sendable {
    /// The property name (`child`).
    public var property: String
    /// The child feature's type name (`ChildFeature`).
    public var feature: String
    /// Whether the property is a single value (`ChildFeature.State` or `ChildFeature.State?`),
    /// as opposed to a collection or stack.
    public var isSingle: Bool
  }

  /// Feature name → its child features.
  public private(set) var children: [String: [Child]] = [:]

  /// Creates an empty index.
  public init() {}

  /// Adds the features declared in `tree`.
  public mutating func add(_ tree: SourceFileSyntax) {
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(tree)
    for (feature, found) in collector.children { children[feature, default: []] += found }
  }

  /// The children in a reducer's nested `State` struct.
  static func childProperties(of reducer: StructDeclSyntax) -> [Child] {
    guard
      let state = reducer.memberBlock.members.lazy.compactMap({ $0.decl.as(StructDeclSyntax.self) })
        .first(where: { $0.name.text == "State" })
    else { return [] }
    var result: [Child] = []
    for member in state.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings where binding.accessorBlock == nil {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let type = binding.typeAnnotation?.type,
          let child = childFeature(in: type)
        else { continue }
        result.append(Child(property: name, feature: child.feature, isSingle: child.isSingle))
      }
    }
    return result
  }

  /// `X.State`, `X.State?` → (X, single); `IdentifiedArrayOf<X.State>`, `StackState<X.State>`,
  /// `PresentationState<X.State>` → (X, not single / single).
  static func childFeature(in type: TypeSyntax) -> (feature: String, isSingle: Bool)? {
    if let optional = type.as(OptionalTypeSyntax.self) {
      return childFeature(in: optional.wrappedType)
    }
    if let member = type.as(MemberTypeSyntax.self), member.name.text == "State",
      member.genericArgumentClause == nil
    {
      return (member.baseType.trimmedDescription, true)
    }
    if let identifier = type.as(IdentifierTypeSyntax.self),
      let argument = identifier.genericArgumentClause?.arguments.last,
      case .type(let inner) = argument.argument,
      let child = childFeature(in: inner)
    {
      switch identifier.name.text {
      case "PresentationState": return child
      case "IdentifiedArrayOf", "IdentifiedArray", "StackState": return (child.feature, false)
      default: return nil
      }
    }
    return nil
  }

  /// Whether `declaration` is a reducer: `@Reducer`, or conforming to `Reducer`.
  static func isReducer(_ declaration: StructDeclSyntax) -> Bool {
    declaration.attributes.contains { $0.attributeNameText == "Reducer" }
      || declaration.inheritanceClause?.inheritedTypes.contains {
        ["Reducer", "ReducerProtocol"].contains($0.type.trimmedDescription)
      } == true
  }

  private final class Collector: SyntaxVisitor {
    var children: [String: [Child]] = [:]

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      if FeatureIndex.isReducer(node) {
        let found = FeatureIndex.childProperties(of: node)
        if !found.isEmpty { children[node.name.text, default: []] += found }
      }
      return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}
