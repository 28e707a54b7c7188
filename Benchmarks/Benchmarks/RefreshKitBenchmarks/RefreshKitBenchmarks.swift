// The RefreshKit benchmarks (goals in Benchmarks/README.md). Run them with `Benchmarks/check.sh`, which checks them against
// the thresholds in Benchmarks/Thresholds/; README.md gives the figures last measured.
//
// Every model object is built outside the measured part (`startMeasurement()` / `stopMeasurement()`), so the
// figures are those of the loop alone: one sample is 10,000 offset changes, one 60-second session, or 10,000 pairs.
import Benchmark
import Foundation
@_spi(Testing) import RefreshKit
import RefreshKitScenarios

/// The `Benchmark` a closure on the main actor is handed. RefreshKit is `@MainActor`, and package-benchmark runs
/// closures off the main thread, so each sample hops to the main actor before it starts measuring; the hop itself is
/// outside the measurement.
struct Sample: @unchecked Sendable {
  let benchmark: Benchmark
  func startMeasurement() { benchmark.startMeasurement() }
  func stopMeasurement() { benchmark.stopMeasurement() }
  func error(_ description: String) { benchmark.error(description) }
  func measurement(_ metric: BenchmarkMetric, _ value: Int) { benchmark.measurement(metric, value) }
}

/// Registers a benchmark whose body runs on the main actor.
func mainActorBenchmark(
  _ name: String, configuration: Benchmark.Configuration = Benchmark.defaultConfiguration,
  _ body: @escaping @MainActor @Sendable (Sample) -> Void
) {
  Benchmark(name, configuration: configuration) { benchmark async in
    let sample = Sample(benchmark: benchmark)
    await MainActor.run { body(sample) }
  }
}

/// The time of the components' path over the baseline's, in percent (300 is the goal's 3×). The name is the key of
/// the metric in the threshold files.
let ratioMetric = BenchmarkMetric.custom("scrollEventToBaselinePercent")

let benchmarks: @Sendable () -> Void = {
  let metrics: [BenchmarkMetric] = [
    .wallClock, .instructions, .mallocCountTotal, .memoryLeakedBytes, .peakMemoryResident,
  ]
  // Reading the instruction counter and the resident memory makes the harness itself allocate 16 to 20 times inside
  // the measured region. The scroll-event benchmarks, whose goal is exactly 0 allocations, leave those two metrics
  // to their `-instructions` twins so that their malloc count is the library's alone.
  let exactMallocMetrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .memoryLeakedBytes]
  let counterMetrics: [BenchmarkMetric] = [.instructions]
  // The committed thresholds are the goals themselves (see README.md): a run at or under a threshold passes, one over
  // it fails. `strict` makes any excess count.
  let strict = BenchmarkThresholds(
    relative: BenchmarkThresholds.Relative.strict, absolute: BenchmarkThresholds.Absolute.strict)
  Benchmark.defaultConfiguration = .init(
    metrics: metrics,
    timeUnits: .microseconds,
    warmupIterations: 3,
    maxDuration: .seconds(3),
    maxIterations: 200,
    thresholds: [.wallClock: strict, .mallocCountTotal: strict, .memoryLeakedBytes: strict]
  )
  let scrollEventConfiguration = Benchmark.Configuration(
    metrics: exactMallocMetrics, timeUnits: .microseconds, warmupIterations: 3, maxDuration: .seconds(3),
    maxIterations: 200, thresholds: [.wallClock: strict, .mallocCountTotal: strict, .memoryLeakedBytes: strict])
  let counterConfiguration = Benchmark.Configuration(
    metrics: counterMetrics, warmupIterations: 3, maxDuration: .seconds(2), maxIterations: 100, thresholds: [:])

  // MARK: scroll-event

  // 10,000 offset changes during a drag with a SimpleHeader and a SimpleAutoFooter attached, no state change.
  // Goal: 0 allocations per event. The `-baseline` twin runs the same events on a ScrollModel whose only observer is
  // an empty closure; the `-instructions` twins count instructions (where the machine has performance counters).
  for (name, components) in [("scroll-event", true), ("scroll-event-baseline", false)] {
    for (suffix, configuration) in [("", scrollEventConfiguration), ("-instructions", counterConfiguration)] {
      mainActorBenchmark(name + suffix, configuration: configuration) { sample in
        let fixture = ScrollEventFixture(components: components)
        fixture.run(events: 1_000)  // first touches: lazily initialised statics, array capacity
        sample.startMeasurement()
        fixture.run(events: Scenarios.scrollEventsPerSample)
        sample.stopMeasurement()
        if let disturbance = fixture.disturbance { sample.error(disturbance) }
      }
    }
  }

  // The two paths timed in the same sample, alternately, so that the machine's state affects both alike.
  // Goal: the components' path takes at most 3× the baseline's.
  mainActorBenchmark(
    "scroll-event-ratio",
    configuration: .init(
      metrics: [ratioMetric], warmupIterations: 3, maxDuration: .seconds(3), maxIterations: 200,
      thresholds: [ratioMetric: strict])
  ) { sample in
    let components = ScrollEventFixture(components: true)
    let baseline = ScrollEventFixture(components: false)
    components.run(events: 1_000)
    baseline.run(events: 1_000)
    let clock = ContinuousClock()
    var componentsTime = Duration.zero
    var baselineTime = Duration.zero
    for _ in 0..<4 {
      baselineTime += clock.measure { baseline.run(events: Scenarios.scrollEventsPerSample / 4) }
      componentsTime += clock.measure { components.run(events: Scenarios.scrollEventsPerSample / 4) }
    }
    let ratio = (componentsTime / baselineTime) * 100
    sample.measurement(ratioMetric, Int(ratio.rounded()))
    if let disturbance = components.disturbance ?? baseline.disturbance { sample.error(disturbance) }
  }

  // MARK: session

  // 60 s of model time at 120 Hz (7,200 frames): pull to refresh, release, refresh, fling, load more, bounce.
  // Goal: under 1 µs per frame, i.e. 7,200 µs per sample.
  mainActorBenchmark("session") { sample in
    let fixture = SessionFixture()
    sample.startMeasurement()
    fixture.run(frames: Scenarios.sessionFrames)
    sample.stopMeasurement()
    let cycles = Scenarios.sessionFrames / SessionFixture.cycleFrames
    if fixture.header.actionCount != cycles || fixture.footer.actionCount != cycles {
      sample.error(
        "the script went wrong: \(fixture.header.actionCount) refreshes and \(fixture.footer.actionCount) loads, "
          + "expected \(cycles) of each")
    }
  }

  // MARK: attach

  // 10,000 header + footer pairs attached, one pair to each of 10,000 lists, and held: memoryLeakedBytes is the heap
  // they hold. Goal: under 2 KB per pair, i.e. 20,480,000 bytes per sample.
  mainActorBenchmark("attach-held", configuration: .init(metrics: metrics, maxIterations: 30)) { sample in
    let fixture = AttachFixture(count: Scenarios.attachPairs)
    sample.startMeasurement()
    fixture.attachAll()
    sample.stopMeasurement()
    if fixture.attachedCount != 2 * Scenarios.attachPairs { sample.error("not every pair attached") }
    fixture.detachAll()
  }

  // 10,000 pairs attached and detached, one after the other, on one list: memoryLeakedBytes is what stays behind.
  // Goal: no growth after detach, 0 bytes.
  mainActorBenchmark("attach-detach") { sample in
    let fixture = AttachFixture(count: 1)
    sample.startMeasurement()
    fixture.cycle(count: Scenarios.attachPairs)
    sample.stopMeasurement()
    if fixture.attachedCount != 0 { sample.error("a pair stayed attached") }
  }
}
