// What a screen gives the scenario runner: its components (held weakly) and what the app can do to it.
import RefreshKit
import RefreshKitTools
import UIKit

/// The runner's handle on a screen. A screen adopts each component it attaches and says how to reload, scroll,
/// change its bars and push itself; what a screen cannot do is asked of the person instead.
@MainActor final class CheckProbe {
  private struct Entry {
    let name: String
    weak var component: RefreshComponent?
  }

  private var entries: [Entry] = []
  /// Replaces the content with new rows (`reloadData`, a diffable apply, new SwiftUI items).
  var reload: (() -> Void)?
  /// Scrolls down by this many screens; returns the offset it scrolled to.
  var scroll: ((Double) -> CGPoint)?
  /// Sets `additionalSafeAreaInsets.top`.
  var bars: ((CGFloat) -> Void)?
  /// Pushes a plain screen over this one (true), or pops it (false).
  var pushAway: ((Bool) -> Void)?
  /// Pushes a fresh copy of the screen and pops it, this many times, a refresh in flight each time; watches every
  /// RefreshKit object of each copy in the leak check.
  var pushAndPop: ((Int, RefreshLeakCheck) async -> Void)?
  /// Where ends are noted: the run in progress.
  weak var run: CheckRun?

  /// Notes `component` under `name` (`header`, `footer`, `trailer`) and returns it.
  func adopt<Component: RefreshComponent>(_ component: Component, as name: String) -> Component {
    entries.removeAll { $0.name == name }
    entries.append(Entry(name: name, component: component))
    return component
  }

  /// The adopted components still alive, by name.
  var components: [(name: String, component: RefreshComponent)] {
    entries.compactMap { entry in entry.component.map { (entry.name, $0) } }
  }

  func component(_ name: String) -> RefreshComponent? {
    components.first { $0.name == name }?.component
  }

  /// The model the components follow, once they are attached.
  var model: ScrollModel? {
    components.lazy.compactMap(\.component.scrollView).first
  }

  /// Ends `name`'s refresh with a completion, noted in the run's trace: what every screen's action does.
  func end(_ name: String) {
    guard let component = component(name) else { return }
    if let run {
      run.end(component, as: name)
    } else {
      component.endRefreshing()
    }
  }
}
