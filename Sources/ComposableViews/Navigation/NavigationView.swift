/// A container that shows a navigation bar above its content and pushes the screens its
/// `NavigationLink`s open.
///
/// SwiftUI's older `NavigationView` (deprecated there for `NavigationStack`): here it is a
/// ``NavigationStack`` over its content, in either style.
public struct NavigationView<Content: View>: View {
  let content: Content

  /// A navigation view over `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A navigation stack whose root is the content.
  public var body: some View {
    NavigationStack { self.content }
  }
}

/// How a ``NavigationView`` lays out its columns. A page has one column: every style shows the
/// stack.
public protocol NavigationViewStyle: Sendable {}

/// The platform's usual navigation view.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// The default style.
  public init() {}
}

/// One screen at a time, pushed and popped.
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// The stack style.
  public init() {}
}

/// A sidebar beside the detail, on wide screens in SwiftUI; one column here.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  /// The column style.
  public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The platform's usual navigation view.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One screen at a time.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  /// A sidebar beside the detail (one column on a page).
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
  /// The style of the navigation views in this view: every style is one stack on a page.
  public func navigationViewStyle(_ style: some NavigationViewStyle) -> some View {
    self
  }

  /// Items at the leading and trailing ends of the navigation bar (SwiftUI's older spelling of
  /// `.toolbar` with leading and trailing items).
  public func navigationBarItems<Leading: View, Trailing: View>(
    leading: Leading, trailing: Trailing
  ) -> some View {
    self.toolbar {
      ToolbarItem(placement: .navigationBarLeading) { leading }
      ToolbarItem(placement: .navigationBarTrailing) { trailing }
    }
  }

  /// An item at the leading end of the navigation bar.
  public func navigationBarItems<Leading: View>(leading: Leading) -> some View {
    self.toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
  }

  /// An item at the trailing end of the navigation bar.
  public func navigationBarItems<Trailing: View>(trailing: Trailing) -> some View {
    self.toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
  }
}
