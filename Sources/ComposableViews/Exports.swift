// One import gives a feature file the library and its views, as `import SwiftUI` together with
// `import ComposableArchitecture` does on Apple platforms.
@_exported import ComposableArchitecture
