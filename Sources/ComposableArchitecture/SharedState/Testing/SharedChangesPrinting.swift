/// Runs `reduce`, then `print`, so that a diff of the state before and after `reduce` made in
/// `print` shows the shared values `reduce` changed (they are references: without a snapshot,
/// the state before would show their new values).
///
/// Used by ``Reducer/_printChanges(_:)``. Under a ``TestStore``, its tracker already keeps the
/// snapshots, and they are left for the test to assert.
@usableFromInline
func _withSharedChangesShown<Result>(
  _ reduce: () -> Result, then print: () -> Void
) -> Result {
  if let tracker = SharedChangeTracker.current {
    let result = reduce()
    tracker.asserting(print)
    return result
  }
  let tracker = SharedChangeTracker()
  let result = SharedChangeTracker.$local.withValue(tracker, operation: reduce)
  tracker.asserting(print)
  tracker.resetSnapshots()
  return result
}
