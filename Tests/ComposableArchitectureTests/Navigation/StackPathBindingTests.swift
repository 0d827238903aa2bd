@_spi(Internals) import ComposableArchitecture
import Testing

@Reducer
private struct Page {
  struct State: Equatable { var title: String }
  enum Action: Equatable { case noop }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
private struct Pages {
  struct State: Equatable {
    var path = StackState<Page.State>()
  }
  enum Action: Equatable {
    case path(StackActionOf<Page>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.path, action: \.path) { Page() }
  }
}

@Reducer
private struct UnintegratedPages {
  struct State: Equatable {
    var path = StackState<Page.State>()
  }
  enum Action: Equatable {
    case path(StackActionOf<Page>)
  }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

/// The store side of a navigation stack's path binding: a view pushes by writing a path with one
/// more component, pops by writing a shorter one.
@MainActor
struct StackPathBindingTests {
  @Test func writingALongerPathPushesAndAShorterOnePops() {
    let store = Store(initialState: Pages.State()) { Pages() }
    let stack = store.scope(\.path, action: \.path)
    var path = stack[fileID: "App/file.swift", filePath: "/App/file.swift", line: 1, column: 1]
    #expect(path.isEmpty)

    path.append(StackState.Component(id: StackElementID(generation: 0), element: .init(title: "A")))
    stack[fileID: "App/file.swift", filePath: "/App/file.swift", line: 1, column: 1] = path
    #expect(store.path.ids == [StackElementID(generation: 0)])
    #expect(store.path.map(\.title) == ["A"])

    path.append(StackState.Component(id: StackElementID(generation: 1), element: .init(title: "B")))
    stack[fileID: "App/file.swift", filePath: "/App/file.swift", line: 1, column: 1] = path
    #expect(store.path.map(\.title) == ["A", "B"])

    let read = stack[fileID: "App/file.swift", filePath: "/App/file.swift", line: 1, column: 1]
    #expect(read.map(\.element.title) == ["A", "B"])
    #expect(read.map(\.id) == [StackElementID(generation: 0), StackElementID(generation: 1)])

    path.removeAll()
    stack[fileID: "App/file.swift", filePath: "/App/file.swift", line: 1, column: 1] = path
    #expect(store.path.isEmpty)
  }

  @Test func writingAPathOfTheSameLengthIsReported() {
    let store = Store(initialState: UnintegratedPages.State()) { UnintegratedPages() }
    withKnownIssue {
      store.scope(\.path, action: \.path)[
        fileID: "App/file.swift", filePath: "/App/file.swift", line: 1, column: 1
      ] = .init()
    } matching: { issue in
      issue.description.hasSuffix(
        """
        A navigation stack binding at "App/file.swift:1" was written to with a path that has the \
        same number of elements that already exist in the store. A view should only write to \
        this binding with a path that has pushed a new element onto the stack, or popped one or \
        more elements from the stack.

        This usually means the "forEach" has not been integrated with the reducer powering the \
        store, and this reducer is responsible for handling stack actions.

        To fix this, ensure that "forEach" is invoked from the reducer's "body":

            Reduce { state, action in
              // ...
            }
            .forEach(\\.path, action: \\.path) {
              Path()
            }

        And ensure that every parent reducer is integrated into the root reducer that powers the \
        store.
        """)
    }
  }

  @Test func pathViewEditsKeepIDs() {
    var stack = StackState<Int>()
    stack.append(1)
    stack.append(2)
    var path = StackState<Int>.PathView()
    path.append(contentsOf: [
      StackState.Component(id: stack.ids[0], element: 10),
      StackState.Component(id: stack.ids[1], element: 20),
    ])
    path[1] = StackState.Component(id: stack.ids[1], element: 21)
    #expect(path.map(\.element) == [10, 21])
    #expect(path.map(\.id) == Array(stack.ids))
    #expect(path[0] == StackState.Component(id: stack.ids[0], element: 99))
  }
}
