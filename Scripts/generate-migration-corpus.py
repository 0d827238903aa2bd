#!/usr/bin/env python3
"""Writes a tree of legacy Composable Architecture code for timing composable-migrate.

Usage: Scripts/generate-migration-corpus.py [DIRECTORY] [LINES]
Defaults: /tmp/migration-corpus, 100000 lines. Each file is one legacy feature (reducer, view,
tests) in the shapes the seeds' "before" samples use, renamed so every file is distinct.
"""
import os
import shutil
import sys

TEMPLATE = '''import ComposableArchitecture
import SwiftUI

struct {n}Row: ReducerProtocol {{
  struct State: Equatable, Identifiable {{
    let id: Int
    var title = ""
    var isDone = false
  }}

  enum Action: Equatable {{
    case toggled
    case titleChanged(String)
  }}

  func reduce(into state: inout State, action: Action) -> EffectTask<Action> {{
    switch action {{
    case .toggled:
      state.isDone.toggle()
      return .none
    case let .titleChanged(title):
      state.title = title
      return .none
    }}
  }}
}}

struct {n}Feature: ReducerProtocol {{
  struct State: Equatable {{
    var rows: IdentifiedArrayOf<{n}Row.State> = []
    var detail: {n}Row.State?
    @PresentationState var destination: Destination.State?
    var count = 0
  }}

  enum Action: Equatable {{
    case rows(IdentifiedActionOf<{n}Row>)
    case detail({n}Row.Action)
    case destination(PresentationAction<Destination.Action>)
    case incrementButtonTapped
    case decrementButtonTapped
  }}

  @Dependency(\\.continuousClock) var clock

  var body: some ReducerProtocol<State, Action> {{
    Reduce {{ state, action in
      switch action {{
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .rows, .detail, .destination:
        return .none
      }}
    }}
    .ifLet(\\.detail, action: /Action.detail) {{
      {n}Row()
    }}
    .forEach(\\.rows, action: /Action.rows) {{
      {n}Row()
    }}
  }}
}}

struct {n}View: View {{
  let store: StoreOf<{n}Feature>

  var body: some View {{
    WithViewStore(self.store, observe: {{ $0 }}) {{ viewStore in
      List {{
        Text("\\(viewStore.count)")
        Button("+") {{ viewStore.send(.incrementButtonTapped) }}
        Button("-") {{ viewStore.send(.decrementButtonTapped) }}
        ForEachStore(self.store.scope(state: \\.rows, action: {{ .rows($0) }})) {{ rowStore in
          {n}RowView(store: rowStore)
        }}
        IfLetStore(self.store.scope(state: \\.detail, action: {{ .detail($0) }})) {{ detailStore in
          {n}RowView(store: detailStore)
        }} else: {{
          Text("Nothing selected")
        }}
      }}
      .sheet(
        store: self.store.scope(state: \\.$destination, action: {{ .destination($0) }}),
        state: \\.edit,
        action: {{ .edit($0) }}
      ) {{ store in
        {n}RowView(store: store)
      }}
    }}
  }}
}}

struct {n}RowView: View {{
  let store: StoreOf<{n}Row>

  var body: some View {{
    WithViewStore(self.store, observe: {{ $0 }}) {{ viewStore in
      HStack {{
        Text(viewStore.title)
        Toggle("Done", isOn: viewStore.binding(get: \\.isDone, send: .toggled))
      }}
    }}
  }}
}}

@MainActor
func test{n}() async {{
  let store = TestStore(
    initialState: {n}Feature.State(),
    reducer: {n}Feature()
  )
  await store.send(.incrementButtonTapped) {{
    $0.count = 1
  }}
  await store.send(.decrementButtonTapped) {{
    $0.count = 0
  }}
}}

/// Ordinary code that needs no migration.
enum {n}Formatting {{
  static func describe(_ values: [Int]) -> String {{
    var result: [String] = []
    for value in values where value.isMultiple(of: 2) {{
      result.append("even \\(value)")
    }}
    return result.joined(separator: ", ")
  }}

  static func sum(_ values: [Int]) -> Int {{
    values.reduce(0, +)
  }}
}}
'''


def main() -> None:
    directory = sys.argv[1] if len(sys.argv) > 1 else "/tmp/migration-corpus"
    target = int(sys.argv[2]) if len(sys.argv) > 2 else 100_000
    shutil.rmtree(directory, ignore_errors=True)
    lines = 0
    index = 0
    while lines < target:
        module = os.path.join(directory, f"Module{index // 50}")
        os.makedirs(module, exist_ok=True)
        text = TEMPLATE.format(n=f"F{index}")
        with open(os.path.join(module, f"F{index}.swift"), "w") as f:
            f.write(text)
        lines += text.count("\n")
        index += 1
    print(f"{directory}: {index} files, {lines} lines")


if __name__ == "__main__":
    main()
