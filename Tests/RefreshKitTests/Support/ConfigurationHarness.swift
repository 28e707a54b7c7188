import Foundation
import Testing

@testable import RefreshKit

/// Runs `body` with RefreshKit's own defaults standing for `RefreshConfiguration.default` in this test's task only.
///
/// Changes that `body` makes to the defaults stay in the scope and end with it, so there is nothing to restore: other
/// tests, which Swift Testing runs in parallel and which make components all the time, keep reading the app-wide
/// defaults.
@MainActor func withConfiguration<Result>(_ body: () throws -> Result) rethrows -> Result {
  try RefreshConfiguration.withDefault(RefreshConfiguration(), body)
}
