/// Reports a write through a case subscript (`$destination[case: \.editForm]`,
/// `path[id: id, case: \.detail]`) to a case the value is not in: the write is dropped.
func reportUnrelatedCaseModification(_ value: Any) {
  let caseName = EnumCase(of: value)?.label
  reportIssue(
    """
    Can't modify unrelated case\(caseName.map { " \"\($0)\"" } ?? "")
    """
  )
}
