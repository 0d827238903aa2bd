/// Something the migrator could not do by itself, or a lint rule violation, at a place in a file.
public struct MigrationDiagnostic: Hashable, Sendable {
  /// The path of the file, as given on the command line.
  public var path: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column.
  public var column: Int
  /// A lint rule id (`scope-in-computed-property`), or `nil` for migration warnings.
  public var ruleID: String?
  /// What is wrong and what to do.
  public var message: String
  /// The guide section that explains it.
  public var reference: SeedReference

  /// Creates a diagnostic.
  public init(
    path: String, line: Int, column: Int, ruleID: String? = nil, message: String,
    reference: SeedReference
  ) {
    self.path = path
    self.line = line
    self.column = column
    self.ruleID = ruleID
    self.message = message
    self.reference = reference
  }

  /// The compiler-style line: `file:line:column: warning: message (see: Guide, "Section")`.
  public var formatted: String {
    let rule = ruleID.map { "[\($0)] " } ?? ""
    return "\(path):\(line):\(column): warning: \(rule)\(message) (see: \(reference.citation))"
  }
}
