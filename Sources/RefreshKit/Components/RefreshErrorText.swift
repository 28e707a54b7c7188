import Foundation

/// The text a failed refresh shows for the error its action threw: never the error's debug description.
enum RefreshErrorText {
  /// The message of the failure `error` ends a refresh with: the app's mapping first (`mapping`, when it returns
  /// a text), else the error's own user-facing text (``userFacingText(of:)``), else empty, which the leaves show as
  /// their localised "Refresh failed" or "Load failed".
  ///
  /// - Parameters:
  ///   - error: The error the action threw.
  ///   - mapping: The app's mapping from an error to its text, if any.
  /// - Returns: The failure's message; empty when the leaf's own text is to be shown.
  @MainActor static func message(for error: any Error, mapping: (@MainActor (any Error) -> String?)?) -> String {
    if let text = mapping?(error) { return text }
    return userFacingText(of: error) ?? ""
  }

  /// The text written for users that `error` carries, or nil when it has none.
  ///
  /// It is `LocalizedError.errorDescription` when the error gives one, else the `NSLocalizedDescriptionKey` of the
  /// error's user info: what the system's own errors carry (a `URLError` from a data task: "The Internet connection
  /// appears to be offline.") and what a `CustomNSError` or an `NSError` made with that key gives, on Apple's
  /// Foundation and Linux's alike. `localizedDescription` is not read: for an error with neither, Apple writes "The
  /// operation couldn't be completed. (MyApp.FeedError error 0.)", text for a developer, not a user. Empty texts
  /// count as none.
  ///
  /// - Parameter error: The error.
  /// - Returns: The user-facing text, or nil.
  static func userFacingText(of error: any Error) -> String? {
    if let localized = error as? any LocalizedError, let text = localized.errorDescription, !text.isEmpty {
      return text
    }
    let userInfo = (error as NSError).userInfo
    if let text = userInfo[NSLocalizedDescriptionKey] as? String, !text.isEmpty { return text }
    return nil
  }
}
