import Foundation
import RefreshKit

/// Draws a ``SessionTimeline`` as one SVG 1.1 document: the content offset over virtual time, with the resting
/// bounds, each component's trigger and held inset, its state transitions and the finger's drag phases.
///
/// The picture has, from top to bottom: the title naming the scenario; a lane of labels, one per state transition
/// (component and new state) on a vertical marker across the panels; a panel of `contentOffset.y` over time, and
/// when the session has a trailer a second one of `contentOffset.x`; a strip of the finger's phases (`began`, then
/// `changed` while it moves) along the time axis; the time axis in seconds; and a legend. In each panel the resting
/// bounds are grey dashed lines, each component's trigger a dashed line of its colour, and what it holds of
/// `refreshInset` a band of its colour between the bound without the hold and the bound with it.
///
/// Elements that tests and readers look for carry a class: `transition` (one group per transition, with an id
/// `transition-N`), `hold` (one band per hold, id `hold-<component>-N`), `pan` (one per drag phase), `offset`,
/// `bound` and `trigger`. Each also has a `<title>` with its times, which browsers show as a tooltip.
///
/// The document depends only on the timeline: numbers have a fixed number of decimals, and there is no date and no
/// generated id, so the same session gives the same bytes on every run. The background is an opaque light card, so
/// the picture reads the same on light and dark pages.
struct SVGPlot {
  let timeline: SessionTimeline

  /// A panel of the plot: one axis of the content offset over time.
  struct Panel {
    /// The name of the offset it shows, such as `contentOffset.y`.
    var name: String
    /// The edges whose components it shows: top and bottom for `y`, right for `x`.
    var edges: [SessionTimeline.Edge]
    /// The offset's coordinate on this panel's axis.
    var coordinate: (CGPoint) -> Double
    var axis: PlotAxis
    var top: Double { min(axis.start, axis.end) }
    var bottom: Double { max(axis.start, axis.end) }
  }

  // MARK: Layout and colours

  static let width = 960.0
  static let plotLeft = 92.0
  static let plotRight = 936.0
  static let laneTop = 64.0
  static let laneBottom = 178.0
  static let panelGap = 28.0
  static let verticalPanelHeight = 340.0
  static let horizontalPanelHeight = 180.0
  static let stripHeight = 12.0

  static let ink = "#24292f"
  static let muted = "#57606a"
  static let grid = "#e4e8ec"
  static let offsetColour = "#0550ae"
  static let horizontalOffsetColour = "#6639ba"
  static let beganColour = "#8cc4ff"
  static let changedColour = "#0969da"
  static let fontFamily = "-apple-system, BlinkMacSystemFont, Segoe UI, Helvetica, Arial, sans-serif"

  /// The colour of a component's lines, bands and markers.
  static func colour(of component: String) -> String {
    switch component {
    case "header": "#1a7f37"
    case "footer": "#bc4c00"
    case "trailer": "#bf3989"
    default: muted
    }
  }

  let time: PlotAxis
  let panels: [Panel]
  /// Where the finger strip starts, under the last panel.
  let stripTop: Double
  /// The height of the whole picture.
  let height: Double

  init(timeline: SessionTimeline) {
    self.timeline = timeline
    time = PlotAxis(
      lower: 0, upper: max(timeline.end, 0.5), start: Self.plotLeft, end: Self.plotRight, ticks: 10)
    var panels: [Panel] = []
    var top = Self.laneBottom
    panels.append(
      Self.panel(
        "contentOffset.y", edges: [.top, .bottom], coordinate: { Double($0.y) }, top: top,
        height: Self.verticalPanelHeight, timeline: timeline))
    top += Self.verticalPanelHeight + Self.panelGap
    if timeline.usesHorizontalOffset {
      panels.append(
        Self.panel(
          "contentOffset.x", edges: [.right], coordinate: { Double($0.x) }, top: top,
          height: Self.horizontalPanelHeight, timeline: timeline))
      top += Self.horizontalPanelHeight + Self.panelGap
    }
    self.panels = panels
    stripTop = top - Self.panelGap + 8
    let legendRows = (Self.legendItems(for: timeline).count + 3) / 4
    height = stripTop + Self.stripHeight + 58 + Double(legendRows - 1) * 22 + 24
  }

  /// A panel whose value axis spans every offset, bound, hold and trigger it shows, with a little room around.
  private static func panel(
    _ name: String, edges: [SessionTimeline.Edge], coordinate: @escaping (CGPoint) -> Double, top: Double,
    height: Double, timeline: SessionTimeline
  ) -> Panel {
    var values = timeline.samples.map { coordinate($0.offset) }
    for sample in timeline.lastingSamples {
      values += [coordinate(sample.minimum), coordinate(sample.maximum)]
      for part in sample.parts where edges.contains(part.edge) {
        values += [part.base, part.heldBound]
        if let trigger = part.trigger { values.append(trigger) }
      }
    }
    let lower = values.min() ?? 0
    let upper = values.max() ?? 0
    let margin = max((upper - lower) * 0.05, 10)
    let axis = PlotAxis(
      lower: lower - margin, upper: upper + margin, start: top + height, end: top, ticks: Int(height / 40))
    return Panel(name: name, edges: edges, coordinate: coordinate, axis: axis)
  }

  // MARK: Document

  /// The SVG document, ending with a newline.
  func document() -> String {
    var svg = SVGBuilder()
    let size = SVGBuilder.number(Self.width, decimals: 0) + " " + SVGBuilder.number(height, decimals: 0)
    svg.raw(#"<?xml version="1.0" encoding="UTF-8"?>"#)
    svg.open(
      "svg",
      [
        "xmlns": "http://www.w3.org/2000/svg", "version": "1.1", "width": SVGBuilder.number(Self.width, decimals: 0),
        "height": SVGBuilder.number(height, decimals: 0), "viewBox": "0 0 " + size, "font-family": Self.fontFamily,
        "font-size": "11", "fill": Self.ink,
      ])
    svg.element("title", text: timeline.title)
    svg.element(
      "desc",
      text: "The content offset of a refreshkit-demo session over virtual time, with the resting bounds, each "
        + "component's trigger and held inset, its state transitions and the finger's drag phases.")
    svg.element(
      "rect",
      [
        "class": "background", "x": "0.5", "y": "0.5", "width": SVGBuilder.number(Self.width - 1),
        "height": SVGBuilder.number(height - 1), "rx": "6", "fill": "#ffffff", "stroke": "#d0d7de",
      ])
    svg.element("text", ["x": "24", "y": "30", "font-size": "16", "font-weight": "bold"], text: timeline.title)
    svg.element("text", ["x": "24", "y": "48", "fill": Self.muted], text: timeline.subtitle)
    for panel in panels { draw(panel, into: &svg) }
    drawTransitions(into: &svg)
    drawFingerStrip(into: &svg)
    drawTimeAxis(into: &svg)
    drawLegend(into: &svg)
    svg.close("svg")
    return svg.text
  }

  // MARK: Panels

  private func draw(_ panel: Panel, into svg: inout SVGBuilder) {
    let top = SVGBuilder.number(panel.top)
    let bottom = SVGBuilder.number(panel.bottom)
    svg.open("g", ["class": "panel", "id": "panel-" + panel.name])
    // The grid, the value ticks and the axis title.
    for tick in panel.axis.ticks {
      let y = SVGBuilder.number(panel.axis.position(tick))
      svg.element(
        "line",
        [
          "x1": SVGBuilder.number(Self.plotLeft), "x2": SVGBuilder.number(Self.plotRight), "y1": y, "y2": y,
          "stroke": tick == 0 ? "#c6ccd2" : Self.grid,
        ])
      svg.element(
        "text", ["x": SVGBuilder.number(Self.plotLeft - 6), "y": y, "dy": "4", "text-anchor": "end"],
        text: panel.axis.label(tick, unit: "pt"))
    }
    for tick in time.ticks {
      let x = SVGBuilder.number(time.position(tick))
      svg.element("line", ["x1": x, "x2": x, "y1": top, "y2": bottom, "stroke": Self.grid])
    }
    let middle = SVGBuilder.number((panel.top + panel.bottom) / 2)
    svg.element(
      "text",
      ["x": "22", "y": middle, "text-anchor": "middle", "transform": "rotate(-90 22 \(middle))", "fill": Self.muted],
      text: panel.name + " (pt)")
    drawHolds(panel, into: &svg)
    drawBounds(panel, into: &svg)
    drawTriggers(panel, into: &svg)
    drawOffset(panel, into: &svg)
    svg.element(
      "rect",
      [
        "x": SVGBuilder.number(Self.plotLeft), "y": top, "width": SVGBuilder.number(Self.plotRight - Self.plotLeft),
        "height": SVGBuilder.number(panel.bottom - panel.top), "fill": "none", "stroke": "#afb8c1",
      ])
    svg.close("g")
  }

  /// One band per hold: from the resting bound without the hold to the bound with it, while it lasts.
  private func drawHolds(_ panel: Panel, into svg: inout SVGBuilder) {
    var counts: [String: Int] = [:]
    for hold in timeline.holds {
      counts[hold.component, default: 0] += 1
      guard let edge = hold.samples.first?.part(hold.component)?.edge, panel.edges.contains(edge) else { continue }
      // The last sample of each instant: the state that lasted.
      let samples = hold.samples.indices.filter {
        $0 + 1 == hold.samples.count || hold.samples[$0 + 1].time > hold.samples[$0].time
      }.map { hold.samples[$0] }
      var outer = PlotPath()
      var inner: [(time: Double, value: Double)] = []
      for (index, sample) in samples.enumerated() {
        guard let part = sample.part(hold.component) else { continue }
        let until = index + 1 < samples.count ? samples[index + 1].time : hold.end
        outer.step(time.position(sample.time), panel.axis.position(part.heldBound))
        outer.line(time.position(until), panel.axis.position(part.heldBound))
        inner.append((sample.time, part.base))
        inner.append((until, part.base))
      }
      for point in inner.reversed() {
        outer.step(time.position(point.time), panel.axis.position(point.value))
      }
      let colour = Self.colour(of: hold.component)
      let number = counts[hold.component, default: 0]
      svg.open(
        "path",
        [
          "class": "hold", "id": "hold-\(hold.component)-\(number)", "d": outer.data(closed: true), "fill": colour,
          "fill-opacity": "0.18", "stroke": colour, "stroke-opacity": "0.5", "stroke-width": "0.8",
        ])
      svg.element(
        "title",
        text: "\(hold.component) holds up to \(SVGBuilder.number(hold.largest)) pt from "
          + "\(SVGBuilder.number(hold.start, decimals: 3)) s to \(SVGBuilder.number(hold.end, decimals: 3)) s")
      svg.close("path")
    }
  }

  /// The resting bounds, as dashed lines that step when a bound moves.
  private func drawBounds(_ panel: Panel, into svg: inout SVGBuilder) {
    for (name, bound) in [("lower", \SessionTimeline.Sample.minimum), ("upper", \SessionTimeline.Sample.maximum)] {
      let path = stepPath(panel) { panel.coordinate($0[keyPath: bound]) }
      svg.open(
        "path",
        [
          "class": "bound", "d": path.data(), "fill": "none", "stroke": Self.muted, "stroke-width": "1",
          "stroke-dasharray": "5 4",
        ])
      svg.element("title", text: "resting \(name) bound of \(panel.name)")
      svg.close("path")
    }
  }

  /// Each component's trigger, as a dashed line of its colour while it can start a refresh.
  private func drawTriggers(_ panel: Panel, into svg: inout SVGBuilder) {
    for name in timeline.componentNames {
      let edges = timeline.samples.compactMap { $0.part(name)?.edge }
      guard let edge = edges.first, panel.edges.contains(edge) else { continue }
      let path = stepPath(panel) { $0.part(name)?.trigger }
      guard !path.isEmpty else { continue }
      svg.open(
        "path",
        [
          "class": "trigger", "id": "trigger-" + name, "d": path.data(), "fill": "none",
          "stroke": Self.colour(of: name), "stroke-width": "1.2", "stroke-dasharray": "9 4",
        ])
      svg.element("title", text: "\(name) trigger: a refresh starts past this offset")
      svg.close("path")
    }
  }

  /// A value of the samples that holds until the next sample, with a gap where it is nil.
  private func stepPath(_ panel: Panel, _ value: (SessionTimeline.Sample) -> Double?) -> PlotPath {
    var path = PlotPath()
    var running = false
    for sample in timeline.lastingSamples {
      let x = time.position(sample.time)
      if let value = value(sample) {
        let y = panel.axis.position(value)
        if running { path.step(x, y) } else { path.move(x, y) }
        running = true
      } else if running {
        path.line(x, path.runs.last?.last?.y ?? 0)
        running = false
      }
    }
    if running { path.line(time.position(timeline.end), path.runs.last?.last?.y ?? 0) }
    return path
  }

  /// The offset, one point per sample, joined by straight lines.
  private func drawOffset(_ panel: Panel, into svg: inout SVGBuilder) {
    var path = PlotPath()
    for sample in timeline.samples {
      path.line(time.position(sample.time), panel.axis.position(panel.coordinate(sample.offset)))
    }
    if let last = timeline.samples.last {
      path.line(time.position(timeline.end), panel.axis.position(panel.coordinate(last.offset)))
    }
    let colour = panel.edges.contains(.right) ? Self.horizontalOffsetColour : Self.offsetColour
    svg.open(
      "path",
      [
        "class": "offset", "id": "offset-" + panel.name, "d": path.data(), "fill": "none", "stroke": colour,
        "stroke-width": "1.8", "stroke-linejoin": "round",
      ])
    svg.element("title", text: panel.name)
    svg.close("path")
  }
}
