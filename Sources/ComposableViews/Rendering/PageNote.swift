/// What an element is to the page beyond its HTML, noted by the view that rendered it: a later
/// stage (the HTML writer's landmarks, a tab view's bar) reads the note rather than sniffing
/// classes or attributes back out of the element.
enum PageNote: Equatable {
  /// The heading of a `.navigationTitle`: its text is the screen's title.
  case title
  /// The back button of a pushed screen: the browser's back button clicks it.
  case backButton
  /// The navigation stack that writes the page's address.
  case route
  /// The panel of a `.tabItem`: its label is the tab view's `tabLabels[labelIndex]`.
  case tab(labelIndex: Int)
}
