import Foundation
import Testing

extension DemoTests {
  @Test func imageSequenceScenarioShowsTheFramesFillingThenSpinningInTheDrawnList() throws {
    let run = try Self.demo(["--scenario", "image-sequence", "--frames"])
    #expect(run.status == 0)
    #expect(run.error.isEmpty)
    let lines = run.output.split(separator: "\n").map(String.init)
    let notes = lines.filter { $0.contains("frame ") }.map { $0.components(separatedBy: "  ").last ?? "" }
    #expect(
      notes == [
        "a third of the way: frame 2 ⡆ (fill-2)", "two thirds: frame 5 ⣧ (fill-5)", "armed: frame 7 ⣿ (fill-7)",
        "refreshing: frame 2 ⠹ (spinner-2)", "refreshing: frame 4 ⠼ (spinner-4)", "refreshing: frame 6 ⠦ (spinner-6)",
        "refreshing: frame 8 ⠇ (spinner-8)",
      ])
    let drawn = lines.map { $0.trimmingCharacters(in: .whitespaces) }
    for picture in ["⡆ Pull down to refresh", "⣿ Release to refresh", "⠋ Loading…", "⠼ Loading…", "⠇ Loading…"] {
      #expect(drawn.contains(picture), "the list is drawn with “\(picture)”")
    }
    #expect(run.output.contains("summary: 1 refresh"))
  }
}
