import Foundation
import Testing

@testable import RefreshKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Issue 16, item 7: by default, each refused input is written as one warning line on standard error, naming the
// member and the value; the program goes on with the model as it was.

/// Runs `body` with this process's standard error going into a pipe, restores it, and returns what was written.
@MainActor private func capturingStandardError(_ body: () -> Void) throws -> String {
  var ends: [Int32] = [-1, -1]
  guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
  // Close-on-exec, so that a process another test starts meanwhile holds no end of the pipe open.
  _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
  _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
  let saved = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 0)
  guard saved >= 0 else {
    close(ends[0])
    close(ends[1])
    throw POSIXError(.EMFILE)
  }
  fflush(nil)  // C streams first, so that nothing written before lands in the pipe
  dup2(ends[1], STDERR_FILENO)
  close(ends[1])
  body()
  fflush(nil)
  dup2(saved, STDERR_FILENO)
  close(saved)
  // Every write end is closed now: read to the end.
  var data = Data()
  var buffer = [UInt8](repeating: 0, count: 4096)
  while true {
    let count = read(ends[0], &buffer, buffer.count)
    guard count > 0 else { break }
    data.append(contentsOf: buffer[0..<count])
  }
  close(ends[0])
  return String(decoding: data, as: UTF8.self)
}

@Suite struct DiagnosticsOutputTests {
  @Test func theDemoWarnsOnStandardErrorOnceForEachRefusedValueAndPlaysOn() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("refreshkit-refused-\(UUID()).txt")
    let script = "inset top 2e9\nwait 0.1\ninset bottom -1.5e9\ninset bottom 12\n"
    try script.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try DemoTests.demo(["--script", file.path])
    #expect(run.status == 0)
    #expect(
      run.error == """
        RefreshKit: ignored ScrollModel.contentInset = (2000000000, 0, 0, 0): not a finite number within ±1e9
        RefreshKit: ignored ScrollModel.contentInset = (0, 0, -1500000000, 0): not a finite number within ±1e9

        """)
    #expect(run.output.contains("summary:"), "the session went on")
    #expect(run.output.contains("final: adjustedContentInset top 88.0 bottom 56.0"), "only the valid inset was taken")
  }

  @Test @MainActor func theDefaultHandlerWritesOneLineNamingTheMemberAndTheValue() throws {
    let list = makePhoneList()
    let written = try capturingStandardError {
      list.contentInset = Insets(top: .nan, left: 0, bottom: 34, right: 0)
    }
    // Only RefreshKit's lines: anything else the process wrote meanwhile is not this test's business.
    let lines = written.split(separator: "\n").filter { $0.hasPrefix("RefreshKit:") }
    #expect(
      lines == ["RefreshKit: ignored ScrollModel.contentInset = (nan, 0, 34, 0): not a finite number within ±1e9"])
    #expect(written.hasSuffix("\n"), "the line ends")
    #expect(list.contentInset == .zero)
  }

  @Test @MainActor func collectingDiagnosticsKeepsThemOffStandardError() throws {
    let list = makePhoneList()
    let written = try capturingStandardError {
      let (_, diagnostics) = RefreshDiagnostics.collect { list.contentOffset = CGPoint(x: 0, y: CGFloat.infinity) }
      #expect(diagnostics.map(\.member) == ["ScrollModel.contentOffset"])
    }
    #expect(!written.contains("RefreshKit:"))
  }

  @Test func theUnifiedLogRecordsWhatAnAppMustFixAsErrorsAndTheRestAsNotices() {
    // What Console.app shows at the error level (Logger.warning) on Apple platforms: the inputs RefreshKit refused
    // and the conflicts between two writers; the ambiguous inputs it took one way and the calls carried to the main
    // thread are notices.
    #expect(RefreshDiagnostic.Kind.refused.logsAsWarning)
    #expect(RefreshDiagnostic.Kind.conflict.logsAsWarning)
    #expect(!RefreshDiagnostic.Kind.ambiguous.logsAsWarning)
    #expect(!RefreshDiagnostic.Kind.offMainThread.logsAsWarning)
    #expect(RefreshDiagnostics.logSubsystem == "RefreshKit")
    #expect(RefreshDiagnostics.logCategory == "Diagnostics")
  }
}
