/// A plain model of what ``TreeFeature`` should do, written without the library: counters, the
/// amounts of the delayed effects each one still waits for, and the rules for who cancels what.
struct ReferenceTree {
  struct Node {
    var id: Int
    var count = 0
    var pending: [Int] = []
  }
  var root = Node(id: 0)
  var child: Node?
  var rows: [Node] = []
  var path: [Node] = []
  var nextID = 1

  /// Delayed effects that have neither delivered nor been cancelled.
  var pendingCount: Int {
    self.allNodes.reduce(0) { $0 + $1.pending.count }
  }

  /// The visible state: every counter as `[id, count]`, in tree order.
  var shape: TreeShape {
    TreeShape(
      root: [self.root.id, self.root.count],
      child: self.child.map { [$0.id, $0.count] },
      rows: self.rows.map { [$0.id, $0.count] },
      path: self.path.map { [$0.id, $0.count] }
    )
  }

  private var allNodes: [Node] {
    [self.root] + (self.child.map { [$0] } ?? []) + self.rows + self.path
  }

  private mutating func makeNode() -> Node {
    defer { self.nextID += 1 }
    return Node(id: self.nextID)
  }

  /// Applies a step; returns `false` when its target does not exist and it is skipped.
  mutating func apply(_ step: TreeStep) -> Bool {
    switch step.kind {
    case .rootIncrement:
      self.root.count += 1
    case .rootStartDelayed:
      self.root.pending.append(step.amount)
    case .rootCancel:
      // A cancellation id is shared with every child below the feature that cancels it.
      self.root.pending = []
      self.child?.pending = []
      for index in self.rows.indices { self.rows[index].pending = [] }
      for index in self.path.indices { self.path[index].pending = [] }
    case .present:
      // A new child replaces the old one, whose effects end with it.
      self.child = self.makeNode()
    case .dismissChild, .childClose:
      guard self.child != nil else { return false }
      self.child = nil
    case .childIncrement:
      guard self.child != nil else { return false }
      self.child!.count += 1
    case .childStartDelayed:
      guard self.child != nil else { return false }
      self.child!.pending.append(step.amount)
    case .childCancel:
      guard self.child != nil else { return false }
      self.child!.pending = []
    case .addRow:
      self.rows.append(self.makeNode())
    case .removeRow:
      guard !self.rows.isEmpty else { return false }
      self.rows.remove(at: step.index % self.rows.count)
    case .rowIncrement:
      guard !self.rows.isEmpty else { return false }
      self.rows[step.index % self.rows.count].count += 1
    case .rowStartDelayed:
      guard !self.rows.isEmpty else { return false }
      self.rows[step.index % self.rows.count].pending.append(step.amount)
    case .rowCancel:
      guard !self.rows.isEmpty else { return false }
      self.rows[step.index % self.rows.count].pending = []
    case .push:
      self.path.append(self.makeNode())
    case .pop:
      guard !self.path.isEmpty else { return false }
      self.path.removeLast()
    case .elementIncrement:
      guard !self.path.isEmpty else { return false }
      self.path[step.index % self.path.count].count += 1
    case .elementStartDelayed:
      guard !self.path.isEmpty else { return false }
      self.path[step.index % self.path.count].pending.append(step.amount)
    case .elementCancel:
      guard !self.path.isEmpty else { return false }
      self.path[step.index % self.path.count].pending = []
    case .elementClose:
      // Dismissing a stack element pops it and everything pushed after it.
      guard !self.path.isEmpty else { return false }
      self.path.removeSubrange((step.index % self.path.count)...)
    case .settle:
      func deliver(_ node: inout Node) {
        node.count += node.pending.reduce(0, +)
        node.pending = []
      }
      deliver(&self.root)
      if self.child != nil { deliver(&self.child!) }
      for index in self.rows.indices { deliver(&self.rows[index]) }
      for index in self.path.indices { deliver(&self.path[index]) }
    }
    return true
  }
}

/// Every counter of a tree as `[id, count]`, compared between the store and the model.
struct TreeShape: Equatable, CustomStringConvertible {
  var root: [Int]
  var child: [Int]?
  var rows: [[Int]]
  var path: [[Int]]

  var description: String {
    "root \(self.root) child \(self.child.map { "\($0)" } ?? "nil") rows \(self.rows) path \(self.path)"
  }
}
