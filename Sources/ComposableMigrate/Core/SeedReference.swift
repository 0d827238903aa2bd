/// A section of one of the migration guides (the "seeds") that explains a rewrite or a rule.
public struct SeedReference: Hashable, Sendable {
  /// The guide's title, e.g. `Migrating to 1.6`.
  public var guide: String
  /// The section's title inside the guide.
  public var section: String

  /// Creates a reference to `section` of `guide`.
  public init(guide: String, section: String) {
    self.guide = guide
    self.section = section
  }

  /// The reference as printed at the end of a warning: `Migrating to 1.6, "Bindings"`.
  public var citation: String { "\(guide), \"\(section)\"" }
}

extension SeedReference {
  static let scopingWithKeyPaths = Self(
    guide: "Migrating to 1.5", section: "Store scoping with key paths")
  static let enumNavigation = Self(
    guide: "Migrating to 1.5", section: "Enum-driven navigation APIs")
  static let leafNodeFeatures = Self(
    guide: "Migrating to the reducer protocol", section: "Leaf node features")
  static let compositionOfFeatures = Self(
    guide: "Migrating to the reducer protocol", section: "Composition of features")
  static let optionalAndPullback = Self(
    guide: "Migrating to the reducer protocol", section: "Optional and pullback reducers")
  static let forEachReducers = Self(
    guide: "Migrating to the reducer protocol", section: "For-each reducers")
  static let stores = Self(guide: "Migrating to the reducer protocol", section: "Stores")
  static let dependencies = Self(
    guide: "Migrating to the reducer protocol", section: "Dependencies")
  static let usingObservableState = Self(
    guide: "Migrating to 1.6", section: "Using @ObservableState")
  static let ifLetStore = Self(
    guide: "Migrating to 1.6", section: "Replacing IfLetStore with 'if let'")
  static let forEachStore = Self(
    guide: "Migrating to 1.6", section: "Replacing ForEachStore with ForEach")
  static let switchStore = Self(
    guide: "Migrating to 1.6", section: "Replacing SwitchStore and CaseLet with 'switch' and 'case'"
  )
  static let navigationModifiers = Self(
    guide: "Migrating to 1.6",
    section: "Replacing navigation view modifiers with SwiftUI modifiers")
  static let navigationStack = Self(
    guide: "Migrating to 1.6", section: "Replacing NavigationStackStore with NavigationStack")
  static let bindings = Self(guide: "Migrating to 1.6", section: "Bindings")
  static let presents = Self(
    guide: "Migrating to 1.7", section: "@PresentationState は @Presents に")
  static let scopeInProperty = Self(
    guide: "Child Feature Scoping", section: "Don't create scope in property")
  static let forgetScope = Self(
    guide: "Child Feature Scoping", section: "Don't forget Scope in reducer")
  static let childStateInParent = Self(
    guide: "Child Feature Scoping", section: "Don't access child state directly in parent view")
}
