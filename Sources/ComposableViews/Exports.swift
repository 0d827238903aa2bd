// One import gives a feature file the library, its views and Foundation, as `import SwiftUI`
// together with `import ComposableArchitecture` does on Apple platforms (`UUID`, `Date`, `URL`).
@_exported import ComposableArchitecture
@_exported import Foundation
