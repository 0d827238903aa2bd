/// The named colours of the asset catalogs (`*.xcassets`) a bundle carries, as CSS.
///
/// SwiftUI reads `Color("bubblegum")` from the app's compiled asset catalog. Here a target that
/// copies its catalog as a resource (`resources: [.copy("Assets.xcassets")]`) gets the same
/// colours: each `NAME.colorset/Contents.json` (in any folder of the catalog) is read once, its
/// universal colour and, when it has one, its dark appearance (`light-dark(…)`).
struct AssetCatalog: Sendable {
  /// CSS colours by name.
  let colors: [String: String]

  /// The catalogs of the app's resources: the main bundle's, and those of the resource bundles
  /// SwiftPM puts beside the executable (`Package_Target.resources`).
  static let main: AssetCatalog = {
    let fileManager = FileManager.default
    var folders: [URL] = []
    if let resources = Bundle.main.resourceURL { folders.append(resources) }
    let beside = Bundle.main.bundleURL
    let bundles =
      (try? fileManager.contentsOfDirectory(at: beside, includingPropertiesForKeys: nil))
      ?? []
    folders += bundles.filter { $0.pathExtension == "resources" || $0.pathExtension == "bundle" }
    return AssetCatalog(searching: folders)
  }()

  /// The catalogs `bundle` carries in its resources, read once per bundle.
  static func of(_ bundle: Bundle) -> AssetCatalog {
    let folder = bundle.resourceURL ?? bundle.bundleURL
    if let known = self.byBundle.value[folder.path] { return known }
    let catalog = AssetCatalog(searching: [folder])
    self.byBundle.withValue { $0[folder.path] = catalog }
    return catalog
  }
  private static let byBundle = LockIsolated<[String: AssetCatalog]>([:])

  /// The catalogs in `folders` (not their subfolders, except the catalogs' own).
  init(searching folders: [URL]) {
    let fileManager = FileManager.default
    var colors: [String: String] = [:]
    for folder in folders {
      let entries =
        (try? fileManager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
      for catalog in entries where catalog.pathExtension == "xcassets" {
        guard let walker = fileManager.enumerator(at: catalog, includingPropertiesForKeys: nil)
        else { continue }
        for case let url as URL in walker where url.pathExtension == "colorset" {
          let name = url.deletingPathExtension().lastPathComponent
          guard colors[name] == nil,
            let data = try? Data(contentsOf: url.appendingPathComponent("Contents.json")),
            let css = Self.css(colorSet: data)
          else { continue }
          colors[name] = css
        }
      }
    }
    self.colors = colors
  }

  /// The CSS of a colour set's `Contents.json`: its universal (or first) colour, with its dark
  /// appearance when it has one; nil when it holds no colour this can read.
  static func css(colorSet data: Data) -> String? {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let entries = object["colors"] as? [[String: Any]]
    else { return nil }
    func isDark(_ entry: [String: Any]) -> Bool {
      let appearances = entry["appearances"] as? [[String: Any]] ?? []
      return appearances.contains { $0["value"] as? String == "dark" }
    }
    func hasAppearance(_ entry: [String: Any]) -> Bool {
      !(entry["appearances"] as? [[String: Any]] ?? []).isEmpty
    }
    guard let light = entries.first(where: { !hasAppearance($0) }).flatMap(Self.css(entry:))
    else { return nil }
    guard let dark = entries.first(where: isDark).flatMap(Self.css(entry:)), dark != light else {
      return light
    }
    return "light-dark(\(light),\(dark))"
  }

  /// One entry's colour as `rgba(…)`.
  private static func css(entry: [String: Any]) -> String? {
    guard let color = entry["color"] as? [String: Any],
      let components = color["components"] as? [String: Any]
    else { return nil }
    func channel(_ key: String) -> Double? {
      guard let value = components[key] else { return nil }
      return Self.channel(value)
    }
    guard let red = channel("red"), let green = channel("green"), let blue = channel("blue")
    else { return nil }
    let alpha = channel("alpha") ?? 1
    return Color(red: red, green: green, blue: blue, opacity: alpha).css
  }

  /// A component as Xcode writes it: `"0.933"`, `"238"` (0–255) or `"0xEE"`, from 0 to 1.
  static func channel(_ value: Any) -> Double? {
    if let number = value as? Double { return number > 1 ? number / 255 : number }
    guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
    if text.lowercased().hasPrefix("0x") {
      return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
    }
    if text.contains(".") { return Double(text) }
    return Int(text).map { $0 > 1 ? Double($0) / 255 : Double($0) }
  }
}
