import Foundation
import RefreshKit

/// The parts of the plot around its panels: transition markers, the finger strip, the time axis and the legend.
extension SVGPlot {
  /// An entry of the legend.
  struct LegendItem: Equatable {
    /// The small picture before an entry's label: a line (solid or dashed), a band, a marker or a block.
    enum Swatch: Equatable {
      case line(colour: String, dashed: Bool)
      case band(colour: String)
      case marker(colour: String)
      case block(colour: String)
    }

    var swatch: Swatch
    var label: String
  }

  /// The legend's entries for `timeline`: only what the picture shows.
  static func legendItems(for timeline: SessionTimeline) -> [LegendItem] {
    var items = [LegendItem(swatch: .line(colour: offsetColour, dashed: false), label: "contentOffset.y")]
    if timeline.usesHorizontalOffset {
      items.append(LegendItem(swatch: .line(colour: horizontalOffsetColour, dashed: false), label: "contentOffset.x"))
    }
    items.append(LegendItem(swatch: .line(colour: muted, dashed: true), label: "resting bounds"))
    items.append(LegendItem(swatch: .block(colour: beganColour), label: "finger down (began)"))
    items.append(LegendItem(swatch: .block(colour: changedColour), label: "finger moving (changed)"))
    for name in timeline.componentNames {
      let colour = colour(of: name)
      items.append(LegendItem(swatch: .marker(colour: colour), label: "\(name) transition (new state)"))
      items.append(LegendItem(swatch: .line(colour: colour, dashed: true), label: "\(name) trigger"))
      items.append(LegendItem(swatch: .band(colour: colour), label: "\(name) held inset"))
    }
    return items
  }

  // MARK: Transitions

  /// One vertical marker per state transition across the panels, labelled in the lane above them with the component
  /// and its new state. Labels of transitions close in time move right so that they do not overlap; a short leader
  /// joins a moved label to its marker.
  func drawTransitions(into svg: inout SVGBuilder) {
    let bottom = stripTop + Self.stripHeight
    var previousLabel = -Double.infinity
    for (index, transition) in timeline.transitions.enumerated() {
      let x = time.position(transition.time)
      let labelX = max(x, previousLabel + 12)
      previousLabel = labelX
      let colour = Self.colour(of: transition.component)
      svg.open("g", ["class": "transition", "id": "transition-\(index + 1)"])
      svg.element(
        "title",
        text: "\(SVGBuilder.number(transition.time, decimals: 3)) s: \(transition.component) "
          + "\(transition.from) → \(transition.to)")
      svg.element(
        "line",
        [
          "x1": SVGBuilder.number(x), "x2": SVGBuilder.number(x), "y1": SVGBuilder.number(Self.laneBottom),
          "y2": SVGBuilder.number(bottom), "stroke": colour, "stroke-opacity": "0.6", "stroke-width": "1",
        ])
      let labelBottom = Self.laneBottom - 10
      if labelX != x {
        svg.element(
          "line",
          [
            "x1": SVGBuilder.number(labelX), "x2": SVGBuilder.number(x), "y1": SVGBuilder.number(labelBottom + 2),
            "y2": SVGBuilder.number(Self.laneBottom), "stroke": colour, "stroke-opacity": "0.6", "stroke-width": "1",
          ])
      }
      let textX = SVGBuilder.number(labelX + 3.5)
      let textY = SVGBuilder.number(labelBottom)
      svg.element(
        "text",
        ["x": textX, "y": textY, "transform": "rotate(-90 \(textX) \(textY))", "font-size": "10.5", "fill": colour],
        text: "\(transition.component): \(transition.to)")
      svg.close("g")
    }
  }

  // MARK: Finger strip and time axis

  /// The finger's drag phases as blocks along the time axis, under the last panel; a phase that lasted no time is a
  /// thin block.
  func drawFingerStrip(into svg: inout SVGBuilder) {
    let top = SVGBuilder.number(stripTop)
    let height = SVGBuilder.number(Self.stripHeight)
    svg.open("g", ["class": "finger"])
    svg.element(
      "text", ["x": SVGBuilder.number(Self.plotLeft - 6), "y": SVGBuilder.number(stripTop + 10), "text-anchor": "end"],
      text: "finger")
    svg.element(
      "rect",
      [
        "x": SVGBuilder.number(Self.plotLeft), "y": top, "width": SVGBuilder.number(Self.plotRight - Self.plotLeft),
        "height": height, "fill": "#f6f8fa", "stroke": Self.grid,
      ])
    for phase in timeline.panPhases {
      let start = time.position(phase.start)
      let width = max(time.position(phase.end) - start, 1.5)
      let colour = phase.state == .began ? Self.beganColour : Self.changedColour
      svg.open(
        "rect",
        [
          "class": "pan pan-\(phase.state)", "x": SVGBuilder.number(start), "y": top,
          "width": SVGBuilder.number(width), "height": height, "fill": colour,
        ])
      svg.element(
        "title",
        text: "finger \(phase.state) from \(SVGBuilder.number(phase.start, decimals: 3)) s to "
          + "\(SVGBuilder.number(phase.end, decimals: 3)) s")
      svg.close("rect")
    }
    svg.close("g")
  }

  /// Ticks in seconds under the finger strip, and the axis title.
  func drawTimeAxis(into svg: inout SVGBuilder) {
    let axisY = stripTop + Self.stripHeight
    svg.open("g", ["class": "time-axis"])
    for tick in time.ticks {
      let x = SVGBuilder.number(time.position(tick))
      svg.element(
        "line",
        ["x1": x, "x2": x, "y1": SVGBuilder.number(axisY), "y2": SVGBuilder.number(axisY + 5), "stroke": Self.muted])
      svg.element(
        "text", ["x": x, "y": SVGBuilder.number(axisY + 18), "text-anchor": "middle"],
        text: time.label(tick, unit: "s"))
    }
    svg.element(
      "text",
      [
        "x": SVGBuilder.number((Self.plotLeft + Self.plotRight) / 2), "y": SVGBuilder.number(axisY + 38),
        "text-anchor": "middle", "fill": Self.muted,
      ],
      text: "virtual time (s), sampled at the model's 120 Hz frames")
    svg.close("g")
  }

  // MARK: Legend

  /// The legend, four entries a row under the time axis.
  func drawLegend(into svg: inout SVGBuilder) {
    let top = stripTop + Self.stripHeight + 58
    let columnWidth = (Self.plotRight - Self.plotLeft) / 4
    svg.open("g", ["class": "legend"])
    for (index, item) in Self.legendItems(for: timeline).enumerated() {
      let x = Self.plotLeft + Double(index % 4) * columnWidth
      let y = top + Double(index / 4) * 22
      drawSwatch(item.swatch, x: x, y: y, into: &svg)
      svg.element("text", ["x": SVGBuilder.number(x + 30), "y": SVGBuilder.number(y + 4)], text: item.label)
    }
    svg.close("g")
  }

  private func drawSwatch(_ swatch: LegendItem.Swatch, x: Double, y: Double, into svg: inout SVGBuilder) {
    let left = SVGBuilder.number(x)
    let right = SVGBuilder.number(x + 22)
    let middle = SVGBuilder.number(y)
    switch swatch {
    case .line(let colour, let dashed):
      svg.element(
        "line",
        [
          "x1": left, "x2": right, "y1": middle, "y2": middle, "stroke": colour,
          "stroke-width": dashed ? "1.2" : "1.8", "stroke-dasharray": dashed ? "5 3" : "none",
        ])
    case .band(let colour):
      svg.element(
        "rect",
        [
          "x": left, "y": SVGBuilder.number(y - 6), "width": "22", "height": "12", "fill": colour,
          "fill-opacity": "0.18", "stroke": colour, "stroke-opacity": "0.5", "stroke-width": "0.8",
        ])
    case .marker(let colour):
      let centre = SVGBuilder.number(x + 11)
      svg.element(
        "line",
        [
          "x1": centre, "x2": centre, "y1": SVGBuilder.number(y - 7), "y2": SVGBuilder.number(y + 7),
          "stroke": colour, "stroke-width": "1.5",
        ])
    case .block(let colour):
      svg.element(
        "rect",
        ["x": left, "y": SVGBuilder.number(y - 6), "width": "22", "height": "12", "fill": colour])
    }
  }
}
