#if canImport(SwiftUI) && canImport(UIKit)
  // SwiftUI's scroll API (iOS 18) is in the SDKs of Xcode 16 and later only (SwiftUI 6): an older SDK builds the UIKit
  // path alone.
  #if canImport(SwiftUI, _version: 6.0)
    import QuartzCore
    @_spi(Hosting) import RefreshKit
    @_spi(Hosting) import RefreshKitUIKit
    import SwiftUI

    /// One scroll view on the scroll-API path (iOS 18 and later), as its modifiers share it: a `ScrollGeometryHost`
    /// (tested on Linux) whose answers become SwiftUI state, and the clock that drives it.
    ///
    /// Each modifier makes one and hands the one it uses to what it modifies through the environment; a modifier
    /// inside joins the enclosing one's (``ScrollHostMembership`` decides). The modifier that made it, its owner,
    /// forwards the scroll view's geometry and phases and applies the margins; every modifier applies its bounce and
    /// its scroll position, so that the innermost, whose values SwiftUI takes, agrees with the rest.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    @MainActor final class ScrollAPIScrollHost: ObservableObject {
      let host: ScrollGeometryHost
      /// What the scroll view is given: the hold as margins, the bounce, the scroll position's target.
      @Published private(set) var output: ScrollGeometryHost.Output
      /// The scroll view's position, bound with `scrollPosition(_:)`: a reveal scrolls it. Not published: a reveal
      /// changes it with the output, which is, and what SwiftUI writes back as the user scrolls redraws nothing.
      var position = ScrollPosition()
      /// The named actions VoiceOver offers on the scroll view ("Refresh", "Load more"), as the model has them.
      @Published private(set) var accessibilityActions: [RefreshAccessibilityAction] = []
      /// Whether a member's drawing follows the model's time (a spinner, an image sequence), by member.
      private var drawingsNeedingFrames: Set<ObjectIdentifier> = []
      /// Whether a three-finger scroll was answered in this turn of the main queue: each modifier offers the scroll
      /// action, and one scroll is performed once.
      private var answeredAccessibilityScroll = false
      /// The slots' changes, and the state changes of the components in them: the named actions follow both, as the
      /// UIKit layer's do, and not every scroll event.
      private var slotsObservation: ScrollObservation?
      private var componentObservations: [RefreshObservation] = []
      private lazy var frames = FrameDriver { [weak self] in self?.tick() }
      /// Whether what changed while a modifier settled waits to be published on the next turn.
      private var needsSync = false
      /// How many animated changes were made while a modifier settled: each completion is reported at the sync.
      private var unreportedAnimations = 0

      /// Whether a modifier settles its component inside its body (``settling(_:)``), which must publish nothing:
      /// every host publishes what changed meanwhile on the next turn of the main queue.
      static var isSettling: Bool { settlingDepth > 0 }
      private static var settlingDepth = 0

      /// Runs `body`, a modifier settling its component inside its body, with every host's publishing held back
      /// until the next turn of the main queue.
      static func settling(_ body: () -> Void) {
        settlingDepth += 1
        defer { settlingDepth -= 1 }
        body()
      }

      init(host: ScrollGeometryHost) {
        self.host = host
        output = host.output
        host.adapter.hostClock = { CACurrentMediaTime() }
        host.adapter.needsUpdateHandler = { [weak self] in self?.wake() }
        // Reduce Motion and the system's region, clock, time zone and date, followed from the first list on, as the
        // UIKit layer follows them from its first scroll view.
        host.startFollowingSystemSettings = { ScrollViewRefreshKit.followSystemSettings() }
        host.outputDidChange = { [weak self] output, duration in self?.publish(output, animationDuration: duration) }
        // VoiceOver hears a refresh begin and end, and the page a three-finger scroll reached, as on the UIKit path.
        host.model.accessibilityAnnouncementHandler = { announcement in
          // What the user did not ask for waits for the speech in progress (a low priority), as on the UIKit path.
          switch announcement {
          case .announcement, .queuedAnnouncement: announcement.swiftUINotification.post()
          case .pageScrolled(let text): AccessibilityNotification.PageScrolled(text).post()
          }
        }
        slotsObservation = host.model.observeRefreshComponents { [weak self] attached in
          self?.componentsDidChange(attached)
        }
      }

      // MARK: - From the owner's SwiftUI callbacks

      func geometryDidChange(_ geometry: ScrollGeometryHost.Geometry) {
        host.geometryDidChange(geometry)
        wake()
      }

      func phaseDidChange(to phase: ScrollGeometryHost.Phase, velocity: CGVector?) {
        host.phaseDidChange(to: phase, velocity: velocity)
        wake()
      }

      func appearanceDidChange(isVisible: Bool) {
        host.appearanceDidChange(isVisible: isVisible)
        wake()
      }

      // MARK: - From every member

      /// Records whether the drawing of the member `id` follows the model's time, and brings the clock up to date.
      func drawing(of id: ObjectIdentifier, needsFrames: Bool) {
        let changed =
          needsFrames ? drawingsNeedingFrames.insert(id).inserted : drawingsNeedingFrames.remove(id) != nil
        if changed { wake() }
      }

      /// VoiceOver's three-finger scroll towards `edge`, answered once per turn of the main queue whichever
      /// modifiers offer it: the model refreshes at an edge where a component starts, and pages elsewhere
      /// (``RefreshKit/ScrollModel/accessibilityScroll(_:)``), its scroll made through the scroll position.
      func accessibilityScroll(toward edge: Edge) {
        guard !answeredAccessibilityScroll else { return }
        answeredAccessibilityScroll = true
        DispatchQueue.main.async { [weak self] in self?.answeredAccessibilityScroll = false }
        // SwiftUI's edges follow the layout direction, and so does the host's model: its left is the leading side
        // (`ScrollGeometry.contentInsets.leading`), its trailer at the trailing end.
        let direction: AccessibilityScrollDirection =
          switch edge {
          case .top: .up
          case .bottom: .down
          case .leading: .left
          case .trailing: .right
          }
        _ = host.model.accessibilityScroll(direction)
        wake()
      }

      /// Performs a named action VoiceOver chose.
      func perform(_ action: RefreshAccessibilityAction) {
        _ = host.model.performAccessibilityAction(action)
        wake()
      }

      // MARK: - To SwiftUI

      private func publish(_ output: ScrollGeometryHost.Output, animationDuration: TimeInterval?) {
        guard !Self.isSettling else {
          if animationDuration != nil { unreportedAnimations += 1 }
          return syncOnNextTurn()
        }
        let target = output.scrollTarget
        let change = { [self] in
          self.output = output
          // A scroll the host asked for goes to the scroll position in the same change, with one completion.
          if let target { position.scrollTo(point: target.offset) }
        }
        if let animationDuration {
          withAnimation(.easeInOut(duration: animationDuration), completionCriteria: .logicallyComplete) {
            change()
          } completion: { [weak self] in
            self?.host.animationDidFinish()
          }
        } else {
          var transaction = Transaction()
          transaction.disablesAnimations = true
          withTransaction(transaction) { change() }
        }
        if target != nil { host.scrollTargetDidApply() }
        wake()
      }

      /// Follows the state changes of the components now in the slots.
      private func componentsDidChange(_ attached: [RefreshComponent]) {
        componentObservations = attached.map { component in
          component.observe { [weak self] event in
            if case .stateChanged = event { self?.updateAccessibilityActions() }
          }
        }
        updateAccessibilityActions()
      }

      /// Brings the named actions up to date: after a slot or a state changed, and when a member's drawing shows or
      /// hides (a component hidden or shown).
      func updateAccessibilityActions() {
        guard !Self.isSettling else { return syncOnNextTurn() }
        let actions = host.model.accessibilityActions
        if actions != accessibilityActions { accessibilityActions = actions }
      }

      /// Publishes, on the next turn, what changed while a modifier settled: the output as it is then (its scroll
      /// target made at once), the named actions, and the completions of the animations it held back.
      private func syncOnNextTurn() {
        guard !needsSync else { return }
        needsSync = true
        DispatchQueue.main.async { [weak self] in
          guard let self else { return }
          needsSync = false
          if host.output != output { publish(host.output, animationDuration: nil) }
          updateAccessibilityActions()
          while unreportedAnimations > 0 {
            unreportedAnimations -= 1
            host.animationDidFinish()
          }
        }
      }

      /// Runs frames while something moves or a drawing follows the model's time, and otherwise wakes once for the
      /// model's next deadline: the same rule as the UIKit layer's (`FrameDriver`).
      func wake() {
        frames.update(following: host.adapter, drawing: !drawingsNeedingFrames.isEmpty)
      }

      private func tick() {
        host.adapter.hostClockDidTick()
        wake()
      }
    }

    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    private struct ScrollAPIScrollHostKey: EnvironmentKey {
      static let defaultValue: ScrollAPIScrollHost? = nil
    }

    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    extension EnvironmentValues {
      /// The scroll-API host of the refresh modifier around this view, which a modifier inside joins.
      var refreshKitScrollHost: ScrollAPIScrollHost? {
        get { self[ScrollAPIScrollHostKey.self] }
        set { self[ScrollAPIScrollHostKey.self] = newValue }
      }
    }
  #endif
#endif
