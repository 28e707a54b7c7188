import Foundation
import RefreshKit

/// `--replay-trace`'s check: RefreshKit's invariants (``RefreshTraceCheck``) on what the trace recorded and on what
/// the replaying list did with the same input.
@MainActor final class ReplayCheck {
  private let list: ScrollModel
  /// Records the replay, with the components that the trace's commands attach.
  private let recorder: ScrollTraceRecorder
  private var observed: Set<ObjectIdentifier> = []

  /// Starts recording `list` for the check, before the replay's first record.
  init(list: ScrollModel) {
    self.list = list
    recorder = ScrollTraceRecorder(recording: list)
  }

  /// Notes the app's command `text` in the check's trace, as the recording noted it.
  func noteCommand(_ text: String) {
    recorder.recordCommand(text)
  }

  /// Observes the components attached now that were not observed before: call it after each command.
  func observeComponents() {
    let components: [(RefreshComponent?, String)] = [
      (list.refreshHeader, "header"), (list.refreshFooter, "footer"), (list.refreshTrailer, "trailer"),
    ]
    for case (let component?, let name) in components where observed.insert(ObjectIdentifier(component)).inserted {
      recorder.observe(component, as: name)
    }
  }

  /// Runs `replay` with RefreshKit's diagnostics noted in the check's trace (and still reported as before).
  func run(_ replay: () -> Void) {
    let previous = RefreshDiagnostics.handler
    let recorder = recorder
    RefreshDiagnostics.handler = { diagnostic in
      recorder.note(
        .diagnostic(kind: "\(diagnostic.kind)", member: diagnostic.member, reason: diagnostic.reason))
      previous(diagnostic)
    }
    defer { RefreshDiagnostics.handler = previous }
    replay()
    recorder.stop()
  }

  /// The violations of `recorded` (what the device saw) and of the replay, each line prefixed by where it was seen.
  func violations(recorded: ScrollTrace) -> [String] {
    RefreshTraceCheck.violations(in: recorded).map { "recorded: \($0)" }
      + RefreshTraceCheck.violations(in: recorder.trace).map { "replayed: \($0)" }
  }
}
