import ComposableViews
import Foundation
import Testing

@MainActor
@Suite struct GraphicsModifierTests {
  @Test func transformsComposeFromTheInsideOut() {
    let html = ViewHost(
      Circle()
        .frame(width: 50, height: 50)
        .scaleEffect(2)
        .position(x: 10, y: 20)
        .offset(y: -44)
    ).render()
    #expect(html.contains("position:absolute;left:10px;top:20px"))
    #expect(html.contains("transform:translate(0px,-44px) translate(-50%,-50%) scale(2,2)"))
  }

  @Test func effectsAreCSSFilters() {
    let html = ViewHost(
      Text("Hi")
        .colorInvert()
        .shadow(color: .black, radius: 5, y: 5)
        .blendMode(.difference)
        .rotationEffect(.degrees(-90))
        .opacity(0.5)
        .clipped()
        .allowsHitTesting(false)
    ).render()
    #expect(html.contains("filter:invert(1) drop-shadow(0px 5px 5px #000)"))
    #expect(html.contains("mix-blend-mode:difference"))
    #expect(html.contains("transform:rotate(-90deg)"))
    #expect(html.contains("opacity:0.5"))
    #expect(html.contains("overflow:hidden"))
    #expect(html.contains("pointer-events:none"))
  }

  @Test func colorMultiplyIsAColourMatrix() {
    let html = ViewHost(Text("Recording").colorMultiply(.red)).render()
    #expect(html.contains("filter:url(#tca-multiply-"))
    #expect(html.contains(#"values="1 0 0 0 0 0 0.231 0 0 0 0 0 0.188 0 0 0 0 0 1 0""#))
    let named = ViewHost(Text("Recording").colorMultiply(.primary)).render()
    #expect(named.contains("color:var(--tca-text)"))
  }

  @Test func zIndexOrdersSiblings() {
    let html = ViewHost(ZStack { Text("Front").zIndex(2) }).render()
    #expect(html.contains("position:relative;z-index:2"))
  }

  @Test func aspectRatioIsCSS() {
    let html = ViewHost(Color.red.aspectRatio(1, contentMode: .fit)).render()
    #expect(html.contains("aspect-ratio:1;object-fit:contain"))
  }

  @Test func geometryReaderGivesTheSizeItIsDrawnFor() {
    let html = ViewHost(
      VStack {
        GeometryReader { proxy in Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))") }
        GeometryReader { proxy in Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))") }
          .frame(width: 120, height: 80)
      }
    ).render()
    #expect(html.contains("300×300"))
    #expect(html.contains("120×80"))
  }

  @Test func aTapGestureRunsOnAClickAndADragIsAttached() throws {
    final class Counter { var taps = 0 }
    let counter = Counter()
    let view = VStack {
      Text("Tap me").gesture(TapGesture().onEnded { counter.taps += 1 })
      Text("Drag me").gesture(DragGesture(minimumDistance: 0).onChanged { _ in })
    }
    let screen = ScreenTest(view)
    try screen.tap("Tap me")
    #expect(counter.taps == 1)
    #expect(screen.find(role: "button").count == 1)
    #expect(screen.contains("Drag me"))
  }

  @Test func safeAreaInsetStaysAtTheEdge() {
    let html = ViewHost(
      Text("Content").safeAreaInset(edge: .bottom) { Text("Menu") }
    ).render()
    #expect(html.contains("tca-safe-area-inset tca-safe-area-bottom"))
    #expect(html.range(of: "Content")!.lowerBound < html.range(of: "Menu")!.lowerBound)
  }

  /// Spellings from the original's example apps compile as they are written there.
  @Test func exampleSpellingsCompile() {
    let isOn = true
    let view = VStack {
      Circle().fill(.red.opacity(0.25))
      Circle().strokeBorder(.red.opacity(0.5), lineWidth: 2)
      Circle()
        .fill(
          AngularGradient(
            gradient: Gradient(colors: [.blue.opacity(0.3), .blue, .purple]), center: .center)
        )
        .rotationEffect(.degrees(-90))
      Path { path in path.move(to: CGPoint(x: 0, y: 0)) }
        .stroke(.primary, lineWidth: 3)
      Circle()
        .trim(from: 0, to: CGFloat(0.5))
        .stroke(style: StrokeStyle(lineWidth: 2, lineCap: .round))
        .animation(.easeIn, value: 0.5)
      Image(systemName: "heart").symbolVariant(isOn ? .fill : .none)
      Text("Menu")
        .transition(.opacity.animation(.default))
        .clipped()
        .shadow(color: .black.opacity(0.2), radius: 5, y: 5)
    }
    .aspectRatio(1, contentMode: .fit)
    let html = ViewHost(view).render()
    #expect(html.contains("conic-gradient"))
  }
}
