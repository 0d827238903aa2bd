import ComposableArchitecture
import Foundation
import Testing

@Suite struct NotificationSequenceTests {
  @Test func notificationsOfANameArriveInOrderAndOthersDoNot() async {
    let center = NotificationCenter()
    let name = Notification.Name("ScreenshotTaken")
    let notifications = center.notifications(named: name)
    center.post(name: Notification.Name("Other"), object: nil)
    center.post(name: name, object: nil, userInfo: ["n": 1])
    center.post(name: name, object: nil, userInfo: ["n": 2])
    var heard: [Int] = []
    for await notification in notifications {
      heard.append(notification.userInfo?["n"] as? Int ?? 0)
      if heard.count == 2 { break }
    }
    #expect(heard == [1, 2])
  }
}
