import Testing

@testable import ComposableArchitecture

/// The lifecycle steps every navigation operator shares: a child's effects run under its id (with
/// a dismissal listener when it is presented), and the children that went away are cancelled.
struct ChildLifecycleTests {
  /// The navigation ids an effect cancels, and those it starts a dismissal listener under.
  private struct Summary {
    var cancelled: [AnyHashableSendable] = []
    var listening: [AnyHashableSendable] = []
  }

  private func summary(of effect: Effect<String>) -> Summary {
    var summary = Summary()
    func visit(_ effect: Effect<String>, under navigationID: AnyHashableSendable?) {
      switch effect.operation {
      case .cancelNavigation(let id):
        summary.cancelled.append(id)
      case .merge(let effects), .concatenate(let effects):
        for effect in effects { visit(effect, under: navigationID) }
      case .navigation(let id, let inner):
        visit(inner, under: id)
      case .unique(let id, _) where id == AnyHashableSendable(DismissListenerID()):
        if let navigationID { summary.listening.append(navigationID) }
      case .cancellable(_, _, let inner), .unique(_, let inner):
        visit(inner, under: navigationID)
      case .none, .send, .run, .cancel, .adapted:
        break
      }
    }
    visit(effect, under: nil)
    return summary
  }

  private func id(_ value: Int) -> AnyHashableSendable {
    NavigationComponent.id(
      keyPath: \[Int].count, identity: AnyHashableSendable(value), isPresentation: true
    )
  }

  @Test func childrenThatWentAwayAreCancelledAndNewOnesListen() {
    let effect = Effect<String>.none._withChildrenChanged(
      from: [1, 2, 3], to: [2, 3, 4, 5], navigationID: self.id, dismissal: { "dismiss \($0)" }
    )
    let summary = self.summary(of: effect)
    #expect(summary.cancelled == [self.id(1)])
    #expect(summary.listening == [self.id(4), self.id(5)])
  }

  @Test func withoutADismissalNothingListens() {
    let effect = Effect<String>.none._withChildrenChanged(
      from: [1, 2], to: [], navigationID: self.id
    )
    let summary = self.summary(of: effect)
    #expect(summary.cancelled == [self.id(1), self.id(2)])
    #expect(summary.listening.isEmpty)
  }

  @Test func unchangedChildrenAddNothing() {
    let effect = Effect<String>.none._withChildrenChanged(
      from: [1, 2], to: [1, 2], navigationID: self.id, dismissal: { "dismiss \($0)" }
    )
    #expect(effect.isNone)
  }

  @Test func aPresentedChildsEffectsRunUnderItsIdWithAListener() {
    let effect = Effect<String>.send("loaded")._asChildEffects(id: self.id(7), dismissal: "close")
    let summary = self.summary(of: effect)
    #expect(summary.listening == [self.id(7)])
    guard case .merge(let parts) = effect.operation,
      case .navigation(let id, _) = parts.first?
        .operation
    else {
      Issue.record("Expected the child's effect under its navigation id, then the listener")
      return
    }
    #expect(id == self.id(7))
  }

  @Test func anElementsEffectsRunUnderItsIdWithoutAListener() {
    let effect = Effect<String>.send("loaded")._asChildEffects(id: self.id(3))
    guard case .navigation(let id, _) = effect.operation else {
      Issue.record("Expected the element's effect under its navigation id")
      return
    }
    #expect(id == self.id(3))
    #expect(self.summary(of: effect).listening.isEmpty)
  }
}
