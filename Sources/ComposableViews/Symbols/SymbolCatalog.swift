/// The SF Symbols names `Image(systemName:)` draws, each as its own small SVG drawing (a page
/// has no SF Symbols and must not rely on an emoji font). A name ending in `.circle`,
/// `.square` or `.fill` that is not listed is drawn from its base symbol: inside a circle or a
/// rounded square, filled (the base cut out of it).
enum SymbolCatalog {
  /// The drawings, by symbol name.
  static let glyphs: [String: SymbolGlyph] = [
    "plus": SymbolGlyph([.stroke("M12 5v14M5 12h14")]),
    "minus": SymbolGlyph([.stroke("M5 12h14")]),
    "xmark": SymbolGlyph([.stroke("M6 6l12 12M18 6 6 18")]),
    "checkmark": SymbolGlyph([.stroke("M5 12.5l4.5 4.5L19 7")]),
    "multiply": SymbolGlyph([.stroke("M7 7l10 10M17 7 7 17")]),
    "circle": SymbolGlyph(
      [.stroke(circleData(12, 12, 9))], filled: [.fill(circleData(12, 12, 10))]),
    "square": SymbolGlyph(
      [.stroke("M7 4h10a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3z")],
      filled: [.fill("M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z")]),
    "trash": SymbolGlyph(
      [.stroke("M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5")],
      filled: [
        .stroke("M4 7h16M9.5 7V4.5h5V7"), .fill("M6 8.5h12l-1 12.5H7z"),
        .cut("M9.3 11h1.4v6H9.3zM13.3 11h1.4v6h-1.4z"),
      ]),
    "mic": SymbolGlyph(
      [
        .stroke("M12 3a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3z"),
        .stroke("M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M9 21h6"),
      ],
      filled: [
        .fill("M12 2.5a3.5 3.5 0 0 1 3.5 3.5v5a3.5 3.5 0 0 1-7 0V6A3.5 3.5 0 0 1 12 2.5z"),
        .stroke("M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M9 21h6"),
      ]),
    "map": SymbolGlyph(
      [.stroke("M3 6.5 9 4l6 2.5L21 4v13.5L15 20l-6-2.5L3 20zM9 4v13.5M15 6.5V20")],
      filled: [
        .fill("M3 6.5 9 4l6 2.5L21 4v13.5L15 20l-6-2.5L3 20z"),
        .cut("M8.4 4.5h1.2v12.8H8.4zM14.4 6.7h1.2v12.8h-1.2z"),
      ]),
    "magnifyingglass": SymbolGlyph([.stroke(circleData(10.5, 10.5, 6.5) + "M15.3 15.3 21 21")]),
    "cloud": SymbolGlyph(
      [.stroke(cloud)], filled: [.fill(cloud)]),
    "icloud": SymbolGlyph(
      [.stroke(cloud)], filled: [.fill(cloud)]),
    "icloud.and.arrow.down": SymbolGlyph(
      [.stroke(cloud), .stroke("M12 10.5v6M9.5 14l2.5 2.5 2.5-2.5")],
      filled: [.fill(cloud), .cut("M11.3 10h1.4v5h2l-2.7 3-2.7-3h2z")]),
    "icloud.and.arrow.up": SymbolGlyph(
      [.stroke(cloud), .stroke("M12 17v-6M9.5 13.5 12 11l2.5 2.5")],
      filled: [.fill(cloud), .cut("M11.3 18h1.4v-5h2l-2.7-3-2.7 3h2z")]),
    "heart": SymbolGlyph(
      [.stroke(heart)], filled: [.fill(heart)]),
    "star": SymbolGlyph([.stroke(star)], filled: [.fill(star)]),
    "forward": SymbolGlyph(
      [.stroke("M3 6.5v11l8-5.5zM12 6.5v11l8-5.5z")],
      filled: [.fill("M2.5 5.5v13l9-6.5zM12 5.5v13l9.5-6.5z")]),
    "backward": SymbolGlyph(
      [.stroke("M21 6.5v11L13 12zM12 6.5v11L4 12z")],
      filled: [.fill("M21.5 5.5v13l-9-6.5zM12 5.5v13L2.5 12z")]),
    "play": SymbolGlyph([.stroke("M7 5v14l12-7z")], filled: [.fill("M6.5 4v16L20 12z")]),
    "pause": SymbolGlyph(
      [.stroke("M8 5v14M16 5v14")], filled: [.fill("M6 4h4v16H6zM14 4h4v16h-4z")]),
    "stop": SymbolGlyph(
      [.stroke("M8 6h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z")],
      filled: [.fill("M8 5h8a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H8a3 3 0 0 1-3-3V8a3 3 0 0 1 3-3z")]),
    "arrowtriangle.right": SymbolGlyph(
      [.stroke("M8 5.5v13l10-6.5z")], filled: [.fill("M7.5 4.5v15L19 12z")]),
    "arrowtriangle.left": SymbolGlyph(
      [.stroke("M16 5.5v13L6 12z")], filled: [.fill("M16.5 4.5v15L5 12z")]),
    "arrowtriangle.up": SymbolGlyph(
      [.stroke("M5.5 16h13L12 6z")], filled: [.fill("M4.5 16.5h15L12 5z")]),
    "arrowtriangle.down": SymbolGlyph(
      [.stroke("M5.5 8h13L12 18z")], filled: [.fill("M4.5 7.5h15L12 19z")]),
    "exclamationmark": SymbolGlyph([.stroke("M12 5v9"), .fill(circleData(12, 18.5, 1.3))]),
    "exclamationmark.triangle": SymbolGlyph(
      [.stroke("M12 3.5 21.5 20h-19zM12 9.5v5"), .fill(circleData(12, 17.2, 1.1))],
      filled: [
        .fill("M12 2 23 21H1z"), .cut("M11.1 9h1.8v6h-1.8z"), .cut(circleData(12, 17.6, 1.2)),
      ]),
    "questionmark": SymbolGlyph(
      [
        .stroke("M9 9a3 3 0 1 1 4.2 2.75c-.8.36-1.2 1-1.2 1.85v.9"),
        .fill(circleData(12, 18, 1.3)),
      ]),
    "info": SymbolGlyph([.stroke("M12 11v6"), .fill(circleData(12, 7.5, 1.3))]),
    "hourglass": SymbolGlyph([.stroke(hourglass)]),
    "hourglass.bottomhalf.fill": SymbolGlyph(
      [.stroke(hourglass), .fill("M8.4 20c.4-2.8 3.6-4.3 3.6-6.3 0 2 3.2 3.5 3.6 6.3z")]),
    "hourglass.tophalf.fill": SymbolGlyph(
      [.stroke(hourglass), .fill("M8.6 5.5h6.8c-.7 2.6-3.4 3.8-3.4 5.5 0-1.7-2.7-2.9-3.4-5.5z")]),
    "timer": SymbolGlyph([.stroke(circleData(12, 13, 8) + "M12 13 8.5 9.5M10 2.5h4M12 2.5V5")]),
    "clock": SymbolGlyph(
      [.stroke(circleData(12, 12, 9) + "M12 7v5l3.5 2")],
      filled: [.fill(circleData(12, 12, 10)), .cut("M11.2 6.5h1.6v5.1l3.5 2-.8 1.4-4.3-2.5z")]),
    "calendar": SymbolGlyph(
      [
        .stroke(
          "M5.5 5h13a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3.5 10h17M8 3v4M16 3v4"
        )
      ]
    ),
    "person": SymbolGlyph(
      [.stroke(circleData(12, 8, 4) + "M4.5 20.5c0-4 3.4-6.5 7.5-6.5s7.5 2.5 7.5 6.5z")],
      filled: [.fill(circleData(12, 8, 4.5) + "M4 21c0-4.4 3.6-7.2 8-7.2s8 2.8 8 7.2z")]),
    "person.2": SymbolGlyph(
      [
        .stroke(circleData(9, 8, 3.3) + "M3 20c0-3.5 2.7-6 6-6s6 2.5 6 6z"),
        .stroke(circleData(16.5, 9, 2.6) + "M21.5 19c0-3-2-5-5-5-.8 0-1.5.1-2.1.4"),
      ],
      filled: [
        .fill(circleData(9, 8, 3.6) + "M2.5 20.5c0-3.8 2.9-6.5 6.5-6.5s6.5 2.7 6.5 6.5z"),
        .fill(
          circleData(16.5, 9, 2.8)
            + "M22 19.5c0-3.2-2.2-5.4-5.5-5.4-.8 0-1.5.1-2.1.4 1.4 1.2 2.3 3 2.5 5z"),
      ]),
    "person.3": SymbolGlyph(
      [
        .stroke(circleData(12, 8.5, 3) + "M7 20c0-3.2 2.2-5.2 5-5.2s5 2 5 5.2z"),
        .stroke(circleData(5.5, 10, 2.2) + "M1.5 19c0-2.6 1.7-4.2 4-4.2 1 0 1.8.3 2.5.8"),
        .stroke(circleData(18.5, 10, 2.2) + "M22.5 19c0-2.6-1.7-4.2-4-4.2-1 0-1.8.3-2.5.8"),
      ],
      filled: [
        .fill(circleData(12, 8.5, 3.3) + "M6.5 20.5c0-3.4 2.4-5.7 5.5-5.7s5.5 2.3 5.5 5.7z"),
        .fill(
          circleData(5.5, 10, 2.4)
            + "M1 19.5c0-2.8 1.9-4.6 4.5-4.6 1 0 1.9.3 2.6.8-1 1-1.6 2.3-1.8 3.8z"),
        .fill(
          circleData(18.5, 10, 2.4)
            + "M23 19.5c0-2.8-1.9-4.6-4.5-4.6-1 0-1.9.3-2.6.8 1 1 1.6 2.3 1.8 3.8z"),
      ]),
    "paintpalette": SymbolGlyph(
      [
        .stroke(palette),
        .fill(
          circleData(7.5, 12, 1.4) + circleData(9.5, 7.8, 1.4) + circleData(14.5, 7.8, 1.4)
            + circleData(17.2, 11.5, 1.4)),
      ],
      filled: [
        .fill(palette),
        .cut(
          circleData(7.5, 12, 1.5) + circleData(9.5, 7.8, 1.5) + circleData(14.5, 7.8, 1.5)
            + circleData(17.2, 11.5, 1.5)),
      ]),
    "arrow.up.forward": SymbolGlyph([.stroke("M7 17 17 7M9 7h8v8")]),
    "arrow.up.right": SymbolGlyph([.stroke("M7 17 17 7M9 7h8v8")]),
    "arrow.right": SymbolGlyph([.stroke("M4 12h16M14 6l6 6-6 6")]),
    "arrow.left": SymbolGlyph([.stroke("M20 12H4M10 6l-6 6 6 6")]),
    "arrow.up": SymbolGlyph([.stroke("M12 20V4M6 10l6-6 6 6")]),
    "arrow.down": SymbolGlyph([.stroke("M12 4v16M6 14l6 6 6-6")]),
    "arrow.clockwise": SymbolGlyph([.stroke("M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 3.5v4h-4")]),
    "arrow.counterclockwise": SymbolGlyph([.stroke("M4.5 12a7.5 7.5 0 1 0 2.2-5.3M4.5 3.5v4h4")]),
    "chevron.right": SymbolGlyph([.stroke("M9 5l7 7-7 7")]),
    "chevron.left": SymbolGlyph([.stroke("M15 5l-7 7 7 7")]),
    "chevron.up": SymbolGlyph([.stroke("M5 15l7-7 7 7")]),
    "chevron.down": SymbolGlyph([.stroke("M5 9l7 7 7-7")]),
    "ellipsis": SymbolGlyph(
      [.fill(circleData(5.5, 12, 1.7) + circleData(12, 12, 1.7) + circleData(18.5, 12, 1.7))]),
    "pencil": SymbolGlyph([.stroke("M4 20l1-4.5L15.5 5l3.5 3.5L8.5 19zM13.5 7l3.5 3.5")]),
    "square.and.pencil": SymbolGlyph(
      [
        .stroke(
          "M11 4.5H6.5a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V13M18 3.5l2.5 2.5-8 8H10v-2.5z"
        )
      ]
    ),
    "square.and.arrow.up": SymbolGlyph(
      [
        .stroke(
          "M8.5 9H7a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1.5M12 3v11M8.5 6.5 12 3l3.5 3.5"
        )
      ]
    ),
    "gear": SymbolGlyph([.stroke(gear)]),
    "gearshape": SymbolGlyph([.stroke(gear)]),
    "house": SymbolGlyph(
      [.stroke("M3.5 11 12 3.5l8.5 7.5M5.5 9.5v11h13v-11M10 20.5v-5h4v5")],
      filled: [.fill("M12 2.5 2.5 11l1 1.1L5 10.8V21h5v-5h4v5h5V10.8l1.5 1.3 1-1.1z")]),
    "bell": SymbolGlyph(
      [.stroke("M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0")],
      filled: [
        .fill("M5.5 16.5V11a6.5 6.5 0 0 1 13 0v5.5l1.8 2.5H3.7zM9.8 20.2h4.4a2.2 2.2 0 0 1-4.4 0z")
      ]
    ),
    "envelope": SymbolGlyph(
      [
        .stroke(
          "M5 5.5h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2zM3.5 7l8.5 6 8.5-6"
        )
      ]
    ),
    "lock": SymbolGlyph(
      [
        .stroke(
          "M7 10.5h10a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2zM8 10.5v-3a4 4 0 0 1 8 0v3"
        )
      ],
      filled: [
        .fill(
          "M7 10h10a2.5 2.5 0 0 1 2.5 2.5v6A2.5 2.5 0 0 1 17 21H7a2.5 2.5 0 0 1-2.5-2.5v-6A2.5 2.5 0 0 1 7 10z"
        ),
        .stroke("M8 10.5v-3a4 4 0 0 1 8 0v3"),
      ]),
    "globe": SymbolGlyph(
      [
        .stroke(
          circleData(12, 12, 9) + "M12 3c-5.3 5.4-5.3 12.6 0 18M12 3c5.3 5.4 5.3 12.6 0 18M3 12h18")
      ]),
    "list.bullet": SymbolGlyph(
      [
        .fill(circleData(5, 6, 1.4) + circleData(5, 12, 1.4) + circleData(5, 18, 1.4)),
        .stroke("M9 6h11M9 12h11M9 18h11"),
      ]),
    "doc": SymbolGlyph([.stroke("M6 3h8l5 5v13H6zM14 3v5h5")]),
    "doc.text": SymbolGlyph([.stroke("M6 3h8l5 5v13H6zM14 3v5h5M9 13h7M9 17h7")]),
    "folder": SymbolGlyph(
      [.stroke(folder)], filled: [.fill(folder)]),
    "tag": SymbolGlyph(
      [.stroke("M3.5 3.5h8l9 9-8 8-9-9z"), .fill(circleData(8, 8, 1.4))],
      filled: [.fill("M3 3h9l9 9.5-8.5 8.5L3 12z"), .cut(circleData(8, 8, 1.5))]),
    "flag": SymbolGlyph(
      [.stroke("M5 21V4M5 4.5h12l-2.5 4 2.5 4H5")],
      filled: [.stroke("M5 21V4"), .fill("M5 3.8h13.2l-2.8 4.7 2.8 4.7H5z")]),
    "bolt": SymbolGlyph(
      [.stroke("M13 2.5 5 13.5h6.5L11 21.5l8-11h-6.5z")],
      filled: [.fill("M13.5 1.5 4 14h7l-.7 8.5L20 10h-7z")]),
    "sun.max": SymbolGlyph(
      [
        .stroke(
          circleData(12, 12, 4)
            + "M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
        )
      ]),
    "moon": SymbolGlyph(
      [.stroke(moon)], filled: [.fill(moon)]),
    "phone": SymbolGlyph([.stroke(phone)], filled: [.fill(phone)]),
    "paperplane": SymbolGlyph(
      [.stroke("M21 3 3 10.5l7 3 3 7zM10 13.5 21 3")],
      filled: [.fill("M21.5 2.5 2 10.5l7.5 3.5L21.5 2.5 10 14.5l3.5 7.5z")]),
    "film": SymbolGlyph(
      [
        .stroke(
          "M6 4h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM8 4v16M16 4v16"
            + "M4 9h4M4 15h4M16 9h4M16 15h4")
      ]),
    "film.stack": SymbolGlyph(
      [
        .stroke(
          "M6 8h12a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2zM9 8v13M15 8v13"
            + "M6.5 5h11M8.5 2.5h7")
      ]),
    "photo": SymbolGlyph(
      [
        .stroke(
          "M5 4.5h14a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-11a2 2 0 0 1 2-2zM3.5 16.5l5-5 4 4 2.5-2.5 5.5 5.5"
        ),
        .fill(circleData(15.5, 8.5, 1.6)),
      ]),
  ]

  /// A cloud.
  private static let cloud =
    "M7.5 18.5h10a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.4 9.6a4.5 4.5 0 0 0 1.1 8.9z"
  /// A heart.
  private static let heart =
    "M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z"
  /// A five-pointed star.
  private static let star =
    "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"
  /// An hourglass: its frame and glass.
  private static let hourglass =
    "M5 3h14M5 21h14M7 3c0 5 5 6 5 9s-5 4-5 9M17 3c0 5-5 6-5 9s5 4 5 9"
  /// A painter's palette.
  private static let palette =
    "M12 3a9 9 0 0 0 0 18c1.3 0 2-.8 2-1.8 0-.6-.3-1-.6-1.4-.3-.4-.6-.8-.6-1.4 0-1 .8-1.8 1.8-1.8H17a4 4 0 0 0 4-4C21 6.5 17 3 12 3z"
  /// A cog wheel.
  private static let gear =
    circleData(12, 12, 6.5) + circleData(12, 12, 2.5)
    + "M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1"
  /// A folder.
  private static let folder =
    "M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2.5h8.5A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z"
  /// A crescent moon.
  private static let moon = "M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z"
  /// A telephone handset.
  private static let phone =
    "M5 4h3.5L10 8l-2 1.5a11 11 0 0 0 6.5 6.5L16 14l4 1.5V19a1.5 1.5 0 0 1-1.5 1.5A15.5 15.5 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4z"
}
