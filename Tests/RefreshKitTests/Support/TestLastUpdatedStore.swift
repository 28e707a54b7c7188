import Foundation

@testable import RefreshKit

/// Keeps the headers of the test process off the real caches directory.
///
/// RefreshKit's default store is a file in the user's caches directory (``FileLastUpdatedStore/shared``), which would
/// carry one run's dates into the next. The list fixtures (`makeList`, `makePhoneList`) call ``install()`` before a
/// test makes its components, so that headers made with the app-wide defaults keep their dates in a file of a
/// directory of this process under the temporary directory instead, and so does `FileLastUpdatedStore.shared` (which a
/// test gets from a fresh `RefreshConfiguration()`). Tests that check a last-updated text still give
/// their header its own store (`isolate(_:)`), since other tests running at the same time share this one.
@MainActor enum TestLastUpdatedStore {
  /// The process's directory, made once and removed when the process exits.
  nonisolated static let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("RefreshKitTests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")

  /// Points the app-wide defaults at a store in ``directory``; runs once per process.
  static let installed: Void = {
    FileLastUpdatedStore.cachesDirectoryForTests = directory
    RefreshConfiguration.appWide.lastUpdatedStore = FileLastUpdatedStore(directory: directory)
    atexit { try? FileManager.default.removeItem(at: TestLastUpdatedStore.directory) }
  }()

  /// Installs the test store, if not done yet.
  static func install() { installed }
}
