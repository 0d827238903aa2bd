import Foundation
import Testing

@testable import ComposableViews

/// `Color("bubblegum")` takes its colour from an asset catalog the app copies as a resource, as
/// SwiftUI takes it from the compiled catalog.
@MainActor
@Suite struct AssetCatalogTests {
  /// A colour set as Xcode writes it (the original SyncUps' `bubblegum`).
  static func colorSet(red: String, green: String, blue: String, dark: String? = nil) -> String {
    let universal = """
      {"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"\(blue)",\
      "green":"\(green)","red":"\(red)"}},"idiom":"universal"}
      """
    let darkEntry = dark.map {
      """
      ,{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb",\
      "components":{"alpha":"1.000","blue":"\($0)","green":"\($0)","red":"\($0)"}},\
      "idiom":"universal"}
      """
    }
    return #"{"colors":["# + universal + (darkEntry ?? "") + #"],"info":{"version":1}}"#
  }

  @Test func aColourSetReadsAsCSSWithItsDarkAppearance() {
    let bubblegum = Self.colorSet(red: "0.933", green: "0.502", blue: "0.820")
    #expect(AssetCatalog.css(colorSet: Data(bubblegum.utf8)) == "rgba(238,128,209,1.0)")
    let themed = Self.colorSet(red: "0xFF", green: "128", blue: "0.000", dark: "0.000")
    #expect(
      AssetCatalog.css(colorSet: Data(themed.utf8))
        == "light-dark(rgba(255,128,0,1.0),rgba(0,0,0,1.0))")
    #expect(AssetCatalog.css(colorSet: Data("not json".utf8)) == nil)
    #expect(AssetCatalog.css(colorSet: Data(#"{"colors":[]}"#.utf8)) == nil)
  }

  @Test func aNamedColourComesFromTheBundlesCatalogInAnyFolder() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("AssetCatalogTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let set = folder.appendingPathComponent("Assets.xcassets/Themes/bubblegum.colorset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try Data(Self.colorSet(red: "0.933", green: "0.502", blue: "0.820").utf8)
      .write(to: set.appendingPathComponent("Contents.json"))

    #expect(
      AssetCatalog(searching: [folder]).colors == ["bubblegum": "rgba(238,128,209,1.0)"])
    let bundle = try #require(Bundle(path: folder.path))
    let screen = ScreenTest(Color("bubblegum", bundle: bundle))
    // The page's own `--color-bubblegum` still wins; the catalog's colour is the fallback.
    #expect(screen.html.contains("var(--color-bubblegum,rgba(238,128,209,1.0))"))
    // A name no catalog has is grey, as before.
    #expect(Color("nosuchcolour", bundle: bundle) == Color("nosuchcolour"))
    #expect(ScreenTest(Color("nosuchcolour")).html.contains("var(--color-nosuchcolour,#8e8e93)"))
  }
}
