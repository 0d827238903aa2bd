import ComposableArchitecture
import Foundation
import Synchronization
import Testing

@testable import ComposableViews

/// A shared value changed on another thread while a view's body runs, after the body read it
/// and before the view's observation is registered (which `withObservationTracking` does only
/// once the body returns), notifies nobody; the view must still end up showing the new value.
@MainActor
@Suite struct SharedChangeInRenderTests {
  /// Lets the body change the value on another thread once, right after reading it: the way a
  /// database's subscription lands in that gap on a busy server.
  final class WriteInTheGap: Sendable {
    let armed = Mutex(true)
    func writeOnce(_ count: Shared<Int>, to value: Int) {
      guard
        self.armed.withLock({ armed in
          defer { armed = false }
          return armed
        })
      else { return }
      // A thread of its own (`DispatchQueue.sync` may run the block on the calling thread),
      // waited for.
      let written = DispatchSemaphore(value: 0)
      Thread {
        count.withLock { $0 = value }
        written.signal()
      }.start()
      written.wait()
    }
  }

  struct CountView: View {
    @Shared var count: Int
    let gap: WriteInTheGap
    var body: some View {
      let shown = self.count
      self.gap.writeOnce(self.$count, to: 2)
      return Text("Count: \(shown)")
    }
  }

  @Test func aChangeBetweenTheReadAndTheObservationIsRendered() {
    let count = Shared(value: 1)
    let host = ViewHost(CountView(count: count, gap: WriteInTheGap()))
    // The render renders the view again before it returns: the page shows the new value.
    let page = host.render()
    #expect(count.wrappedValue == 2)
    #expect(page.contains("Count: 2"), "the view kept the value it read before the change")
    #expect(!page.contains("Count: 1"))
    #expect(host.takePatches().isEmpty)
  }

  struct TouchingView: View {
    @Shared var count: Int
    var body: some View {
      // A mutation on the rendering thread itself (a misuse SwiftUI warns of too): not a
      // change from another thread, so not a reason to render again, or it would never end.
      self.$count.withLock { $0 += 0 }
      return Text("Count: \(self.count)")
    }
  }

  @Test func aBodysOwnWriteDoesNotRenderItAgain() {
    let host = ViewHost(TouchingView(count: Shared(value: 1)))
    #expect(host.render().contains("Count: 1"))
    #expect(host.bodyEvaluations == 1)
    #expect(host.takePatches().isEmpty)
  }

  @Test func aQuietRenderIsNotRenderedAgain() {
    let count = Shared(value: 1)
    let gap = WriteInTheGap()
    gap.armed.withLock { $0 = false }
    let host = ViewHost(CountView(count: count, gap: gap))
    #expect(host.render().contains("Count: 1"))
    #expect(host.takePatches().isEmpty)
  }
}
