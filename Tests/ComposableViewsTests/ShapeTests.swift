import ComposableViews
import Foundation
import Testing

/// The arcs of a meeting timer, one per speaker who has spoken, as SyncUps draws them.
private struct TimerArc: Shape {
  let speakers: Int
  let index: Int

  func path(in rect: CGRect) -> Path {
    let radius = (min(rect.width, rect.height) - 24) / 2
    let step = 360 / Double(speakers)
    return Path { path in
      path.addArc(
        center: CGPoint(x: rect.midX, y: rect.midY), radius: radius,
        startAngle: .degrees(step * Double(index) + 1),
        endAngle: .degrees(step * Double(index + 1) - 1), clockwise: false)
    }
  }
}

/// A meeting timer written as SyncUps' is: a ring, the arcs over it, a symbol in the middle.
private struct MeetingTimer: View {
  let speakers: Int
  let spoken: Int

  var body: some View {
    Circle()
      .strokeBorder(lineWidth: 24)
      .overlay {
        Image(systemName: "mic.fill").font(.largeTitle)
      }
      .overlay {
        ForEach(0..<spoken, id: \.self) { index in
          TimerArc(speakers: speakers, index: index)
            .rotation(Angle(degrees: -90))
            .stroke(Color.green, lineWidth: 12)
        }
      }
  }
}

@MainActor
@Suite struct ShapeTests {
  @Test func circleIsAnSVGCircleCentredInItsFrame() {
    let html = ViewHost(Circle().fill(Color.red).frame(width: 74, height: 40)).render()
    #expect(html.contains(#"viewBox="0 0 74 40""#))
    #expect(html.contains(##"<circle style="fill:#ff3b30" cx="37" cy="20" r="20"></circle>"##))
    #expect(html.contains("width:74px;height:40px"))
  }

  @Test func aShapeIsFilledWithTheForegroundColourByDefault() {
    let html = ViewHost(Circle().foregroundColor(.blue)).render()
    #expect(html.contains(#"style="fill:currentColor""#))
    #expect(html.contains("color:#007aff"))
    #expect(html.contains(#"aria-hidden="true""#))
  }

  @Test func rectanglesFillWhateverRoomTheyGet() {
    let html = ViewHost(RoundedRectangle(cornerRadius: 16).fill(Color.blue)).render()
    #expect(
      html.contains(
        #"<rect style="fill:#007aff" width="100%" height="100%" rx="16" ry="16"></rect>"#))
    #expect(html.contains("tca-shape-fit"))
    #expect(!html.contains("viewBox"))
    let ellipse = ViewHost(Ellipse().stroke(Color.red, lineWidth: 2)).render()
    #expect(ellipse.contains(#"cx="50%" cy="50%" rx="50%" ry="50%"></ellipse>"#))
    #expect(ellipse.contains("fill:none;stroke:#ff3b30;stroke-width:2"))
    let capsule = ViewHost(Capsule().fill(Color.green).frame(width: 100, height: 30)).render()
    #expect(capsule.contains(#"x="0" y="0" width="100" height="30" rx="15"></rect>"#))
  }

  @Test func strokeBorderInsetsTheOutlineByHalfTheLine() {
    let html = ViewHost(Circle().strokeBorder(lineWidth: 24)).render()
    // Drawn for 300 × 300 points: the ring's middle is 12 points inside the edge.
    #expect(html.contains(#"cx="150" cy="150" r="138"></circle>"#))
    #expect(html.contains("fill:none;stroke:currentColor;stroke-width:24"))
    let rect = ViewHost(Rectangle().strokeBorder(Color.red, lineWidth: 4)).render()
    #expect(rect.contains("width:calc(100% - 4px);height:calc(100% - 4px)"))
    #expect(rect.contains(#"fill:none;stroke:#ff3b30;stroke-width:4" x="2" y="2">"#))
  }

  @Test func trimIsADashOfTheStroke() {
    let html = ViewHost(
      Circle()
        .trim(from: 0.25, to: 0.75)
        .stroke(style: StrokeStyle(lineWidth: 2, lineCap: .round))
    ).render()
    #expect(html.contains(#"pathLength="1""#))
    #expect(html.contains("stroke-dasharray:0.5 2;stroke-dashoffset:-0.25"))
    #expect(html.contains("stroke-width:2;stroke-linecap:round"))
    let nothing = ViewHost(Circle().trim(from: 0.5, to: 0.5).stroke(lineWidth: 1)).render()
    #expect(nothing.contains("visibility:hidden"))
  }

  @Test func speakerArcsDrawAsOnAPhone() {
    let html = ViewHost(MeetingTimer(speakers: 4, spoken: 2).frame(width: 200, height: 200))
      .render()
    // The ring: 24 points wide, inside a 200-point circle.
    #expect(html.contains(#"cx="100" cy="100" r="88"></circle>"#))
    // Two arcs, each turned a quarter back so that the first starts at the top, on the ring's
    // middle (radius 88), from 1° to 89° and from 91° to 179°.
    #expect(html.components(separatedBy: #"transform="rotate(-90 100 100)""#).count == 3)
    #expect(html.contains(#"d="M187.987 101.536A88 88 0 0 1 101.536 187.987""#))
    #expect(html.contains(#"d="M98.464 187.987A88 88 0 0 1 12.013 101.536""#))
    #expect(html.contains("fill:none;stroke:#34c759;stroke-width:12"))
    #expect(html.contains(#"data-symbol="mic.fill""#))
  }

  @Test func aCustomShapesPathIsItsSVGPathData() {
    let arc = TimerArc(speakers: 1, index: 0)
      .path(in: CGRect(x: 0, y: 0, width: 124, height: 124))
    #expect(arc.svgPathData.hasPrefix("M111.992 62.873A50 50 0 0 1"))
    // 358° is cut in four pieces of at most a quarter turn.
    #expect(arc.svgPathData.components(separatedBy: "A").count == 5)
    let path = Path { path in
      path.move(to: CGPoint(x: 0, y: 0))
      path.addLine(to: CGPoint(x: 10, y: 0))
      path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
      path.addCurve(
        to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 8, y: 12), control2: CGPoint(x: 2, y: 12))
      path.closeSubpath()
    }
    #expect(path.svgPathData == "M0 0L10 0Q15 5 10 10C8 12 2 12 0 10Z")
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 15, height: 12))
  }

  @Test func arcsTurnTheWaySwiftUIsDo() {
    let center = CGPoint(x: 100, y: 100)
    // Towards larger angles: clockwise on screen, a quarter turn from the right to the bottom.
    let forward = Path { path in
      path.addArc(
        center: center, radius: 50, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    }
    #expect(forward.svgPathData == "M150 100A50 50 0 0 1 100 150")
    // `clockwise: true` goes the other way round: three quarters through the top.
    let backward = Path { path in
      path.addArc(
        center: center, radius: 50, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
    }
    #expect(
      backward.svgPathData == "M150 100A50 50 0 0 0 100 50A50 50 0 0 0 50 100A50 50 0 0 0 100 150")
  }

  @Test func aPathDrawsInTheSpaceOfItsGeometryReader() {
    let html = ViewHost(
      GeometryReader { proxy in
        Path { path in
          path.move(to: CGPoint(x: proxy.size.width / 2, y: proxy.size.height / 2))
          path.addLine(to: CGPoint(x: proxy.size.width / 2, y: 0))
        }
        .stroke(Color.primary, lineWidth: 3)
        .rotationEffect(.degrees(90))
      }
      .frame(width: 120, height: 120)
    ).render()
    #expect(html.contains(#"viewBox="0 0 120 120""#))
    #expect(html.contains(#"d="M60 60L60 0""#))
    #expect(html.contains("transform-origin:50% 50%;transform:rotate(90deg)"))
    #expect(html.contains(#"class="tca-geometry""#))
  }

  @Test func rotatedShapesTurnAroundTheirCentre() {
    let html = ViewHost(Rectangle().rotation(.degrees(45)).fill(Color.red)).render()
    #expect(
      html.contains("transform-box:view-box;transform-origin:50% 50%;transform:rotate(45deg)"))
    let path = Rectangle().rotation(.degrees(90))
      .path(in: CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(path.svgPathData == "M15 -5L15 15L5 15L5 -5Z")
  }

  @Test func gradientsAreSVGGradients() {
    let linear = ViewHost(
      Rectangle().fill(
        LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
    ).render()
    #expect(linear.contains(#"<linearGradient x1="0.5" y1="0" x2="0.5" y2="1" id="tca-paint-"#))
    #expect(linear.contains(#"<stop style="stop-color:#ff3b30" offset="0"></stop>"#))
    #expect(linear.contains(#"<stop style="stop-color:#007aff" offset="1"></stop>"#))
    #expect(linear.contains("fill:url(#tca-paint-"))

    let angular = ViewHost(
      Circle().fill(
        AngularGradient(gradient: Gradient(colors: [.blue, .green, .purple]), center: .center))
    ).render()
    #expect(angular.contains("<mask id=\"tca-mask-"))
    #expect(
      angular.contains(
        "background:conic-gradient(from 90deg at 50% 50%,#007aff 0deg,#34c759 180deg,#af52de 360deg)"
      ))
    #expect(
      angular.contains(#"<foreignObject x="0" y="0" width="300" height="300" mask="url(#tca-mask-"#)
    )
  }

  @Test func clipShapesAreCSSClipPaths() {
    let html = ViewHost(Color.red.clipShape(Circle())).render()
    #expect(html.contains("clip-path:circle(closest-side)"))
    let rounded = ViewHost(Color.red.clipShape(RoundedRectangle(cornerRadius: 8))).render()
    #expect(rounded.contains("clip-path:inset(0px round 8px)"))
    let custom = ViewHost(Color.red.clipShape(Path(CGRect(x: 0, y: 0, width: 4, height: 4))))
      .render()
    #expect(custom.contains("clip-path:path(&#39;M0 0L4 0L4 4L0 4Z&#39;)"))
  }
}
