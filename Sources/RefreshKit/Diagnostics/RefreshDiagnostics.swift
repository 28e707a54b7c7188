import Foundation

#if canImport(os)
  import os
#endif

/// One piece of bad input that RefreshKit refused, or one it could read two ways.
///
/// RefreshKit never traps on what a host, an app or an action sends it. A NaN offset, a negative size, a reentrant
/// call from inside an action: each is ignored, the state stays as it was, and a diagnostic names what was refused.
/// A few inputs are not wrong but ambiguous (a direct write to a scroll view's `contentInset` where a component holds
/// a part of it): RefreshKit takes them one way and says so with a diagnostic of kind ``Kind/ambiguous``. Two
/// mechanisms set up for one job (a `UIRefreshControl` and a RefreshKit header on one scroll view) are left as the
/// app set them and reported with a diagnostic of kind ``Kind/conflict``.
public struct RefreshDiagnostic: Equatable, Sendable, CustomStringConvertible {
  /// What a diagnostic reports.
  public enum Kind: Hashable, Sendable {
    /// The input was refused: ignored, the state as it was.
    case refused
    /// The input could mean two things: it was taken one way, which the reason names with how to say it plainly.
    case ambiguous
    /// Two mechanisms do one job on one scroll view (a system refresh control and a RefreshKit header; another
    /// writer that re-applies `contentInset` over the hold): the reason says which one acts and how to keep one.
    case conflict
    /// The input came from a thread other than the main one: it was carried to the main thread and applied there.
    case offMainThread
  }

  /// The member or entry point that received the input, such as `"ScrollModel.contentOffset"`.
  public var member: String
  /// The refused value, as text, such as `"(nan, 0)"`.
  public var value: String
  /// Why the input was refused, or how it was taken.
  public var reason: String
  /// Whether the input was refused, taken one of two ways, or meets another mechanism doing the same job.
  public var kind: Kind

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - member: The member or entry point that received the input.
  ///   - value: The refused value, as text.
  ///   - reason: Why the input was refused, or how it was taken.
  ///   - kind: ``Kind/refused`` (the default), ``Kind/ambiguous`` or ``Kind/conflict``.
  public init(member: String, value: String, reason: String, kind: Kind = .refused) {
    self.member = member
    self.value = value
    self.reason = reason
    self.kind = kind
  }

  /// One line: `RefreshKit: ignored ScrollModel.contentOffset = (nan, 0): not a finite number`, for an ambiguous
  /// input `RefreshKit: ambiguous scrollView.contentInset.bottom = 344: …`, for a conflict
  /// `RefreshKit: conflict scrollView.refreshControl = …: …`.
  public var description: String {
    "RefreshKit: \(kind.word) \(member) = \(value): \(reason)"
  }
}

/// Where RefreshKit reports the input it refused.
///
/// By default each ``RefreshDiagnostic`` goes to the system's log (``writeToSystemLog(_:)``): on Apple platforms the
/// unified log, subsystem `RefreshKit`, category `Diagnostics`, where Xcode's console and Console.app show it; elsewhere
/// one line on standard error. An app can route the reports to its own logger by replacing ``handler``; a test
/// collects them for the code it runs with `collect(_:)`, which takes precedence over ``handler`` inside its body,
/// even when tests run in parallel.
///
/// ```swift
/// RefreshDiagnostics.handler = { diagnostic in logger.warning("\(diagnostic)") }
/// ```
public enum RefreshDiagnostics {
  /// The app-wide receiver of diagnostics. Defaults to ``writeToSystemLog(_:)``.
  @MainActor public static var handler: @MainActor (RefreshDiagnostic) -> Void = writeToSystemLog

  /// The unified log's subsystem of RefreshKit's diagnostics: filter Console.app or `log stream` with
  /// `subsystem == "RefreshKit"`.
  ///
  /// Apple's logging guidance names subsystems in reverse-DNS form (`com.example.app`): this value may become one
  /// before 1.0, announced in the changelog. Code that filters the log reads this constant rather than repeating
  /// the string.
  public static let logSubsystem = "RefreshKit"

  /// The unified log's category of RefreshKit's diagnostics.
  public static let logCategory = "Diagnostics"

  /// Writes a diagnostic to the system's log: on Apple platforms the unified log (``logSubsystem``,
  /// ``logCategory``; through `Logger` from iOS 14, macOS 11, tvOS 14 and visionOS 1, `os_log` before), elsewhere
  /// one line on standard error (``writeToStandardError(_:)``).
  ///
  /// A refused input and a conflict are logged at the error level (`Logger.warning`), an ambiguous input and one
  /// carried to the main thread at the notice level. Every part is public in the log: a diagnostic names members,
  /// numbers and reasons, never an app's data.
  ///
  /// - Parameter diagnostic: The diagnostic to write.
  @MainActor public static func writeToSystemLog(_ diagnostic: RefreshDiagnostic) {
    #if canImport(os)
      let isWarning = diagnostic.kind.logsAsWarning
      if #available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) {
        let logger = Logger(subsystem: logSubsystem, category: logCategory)
        if isWarning {
          logger.warning("\(diagnostic.description, privacy: .public)")
        } else {
          logger.notice("\(diagnostic.description, privacy: .public)")
        }
      } else {
        let log = OSLog(subsystem: logSubsystem, category: logCategory)
        os_log("%{public}@", log: log, type: isWarning ? .error : .default, diagnostic.description)
      }
    #else
      writeToStandardError(diagnostic)
    #endif
  }

  /// A receiver bound to the current task by `collect(_:)`; it takes precedence over ``handler``.
  @TaskLocal static var taskCollector: DiagnosticCollector?

  /// Writes a diagnostic as one line on standard error.
  ///
  /// - Parameter diagnostic: The diagnostic to write.
  @MainActor public static func writeToStandardError(_ diagnostic: RefreshDiagnostic) {
    // `data(using:)` rather than `Data(_:)` of the UTF-8 view: the generic initializer costs an app 2 KB of code.
    if let line = (diagnostic.description + "\n").data(using: .utf8) { FileHandle.standardError.write(line) }
  }

  /// Reports a diagnostic to the collector of the current task, or else to ``handler``.
  ///
  /// - Parameter diagnostic: The diagnostic to report.
  @MainActor public static func report(_ diagnostic: RefreshDiagnostic) {
    if let collector = taskCollector {
      collector.diagnostics.append(diagnostic)
    } else {
      handler(diagnostic)
    }
  }

  /// Reports that `member` refused `value` for `reason`.
  ///
  /// Called from some 60 places, on paths that bad input alone takes: one copy of its body (the value's text, the
  /// diagnostic) rather than one in each caller, which costs an app about 200 bytes a place (issue 58).
  @_spi(Hosting) @MainActor @inline(never) public static func refuse(_ member: String, _ value: Any, _ reason: String) {
    report(RefreshDiagnostic(member: member, value: "\(value)", reason: reason))
  }

  /// Reports that `member` took the ambiguous `value` one way, as `reason` says (out of line, as ``refuse(_:_:_:)``).
  @MainActor @inline(never) static func ambiguous(_ member: String, _ value: Any, _ reason: String) {
    report(RefreshDiagnostic(member: member, value: "\(value)", reason: reason, kind: .ambiguous))
  }

  /// Runs `body` and returns its result with every diagnostic reported while it ran, in order.
  ///
  /// The diagnostics are not passed to ``handler``. Use it in tests to assert what was refused.
  ///
  /// - Parameter body: The code to run.
  /// - Returns: The body's result and the diagnostics it caused.
  @MainActor public static func collect<Result>(
    _ body: () throws -> Result
  ) rethrows -> (result: Result, diagnostics: [RefreshDiagnostic]) {
    let collector = DiagnosticCollector()
    let result = try $taskCollector.withValue(collector) { try body() }
    return (result, collector.diagnostics)
  }

  /// Runs an asynchronous `body` and returns its result with every diagnostic reported while it ran, in order.
  ///
  /// - Parameter body: The code to run.
  /// - Returns: The body's result and the diagnostics it caused.
  @MainActor public static func collect<Result>(
    _ body: @MainActor () async throws -> Result
  ) async rethrows -> (result: Result, diagnostics: [RefreshDiagnostic]) {
    let collector = DiagnosticCollector()
    let result = try await $taskCollector.withValue(collector) { try await body() }
    return (result, collector.diagnostics)
  }
}

/// The diagnostics gathered by one `RefreshDiagnostics.collect(_:)` call.
@MainActor final class DiagnosticCollector: Sendable {
  var diagnostics: [RefreshDiagnostic] = []
}

extension RefreshDiagnostic.Kind {
  /// Whether the unified log records the diagnostic at the error level (`Logger.warning`): a refused input and a
  /// conflict, which an app should fix; an ambiguous input and one carried to the main thread are notices.
  var logsAsWarning: Bool {
    switch self {
    case .refused, .conflict: true
    case .ambiguous, .offMainThread: false
    }
  }

  /// The word a diagnostic's line starts with.
  fileprivate var word: String {
    switch self {
    case .refused: "ignored"
    case .ambiguous: "ambiguous"
    case .conflict: "conflict"
    case .offMainThread: "off the main thread,"
    }
  }
}
