import Foundation
import RefreshKit

/// The built-in sessions of `refreshkit-demo`, each showing one behaviour.
@MainActor enum Scenarios {
  struct Scenario {
    var name: String
    var summary: String
    var play: @MainActor (DemoSession) async -> Void
    var rows = 30
    var width: CGFloat = 375
  }

  static let all: [Scenario] = [
    Scenario(name: "default", summary: "the whole story: pull, load more until no more data, a programmatic begin") {
      playDefault($0)
    },
    Scenario(name: "pull", summary: "pull down slowly past the trigger, release, refresh for 1.2 s") { session in
      barList(session)
      session.attach(session.makeHeader { SimpleHeader(action: $0) })
      pullToRefresh(session)
      session.summary()
    },
    Scenario(name: "load-more", summary: "fling to the bottom: the auto footer loads one page") { session in
      barList(session)
      session.attach(session.makeFooter { SimpleAutoFooter(action: $0) })
      session.flingUp()
      session.settle()
      session.summary()
    },
    Scenario(name: "no-more-data", summary: "load until the feed reports no more data; further flings load nothing") {
      session in
      barList(session)
      session.attach(session.makeFooter({ SimpleAutoFooter(action: $0) }, pages: 1))
      for fling in 1...3 {
        session.log.message("the user flings to the bottom (\(fling) of 3)")
        session.flingUp()
        session.settle()
      }
      session.log.message("the third fling loaded nothing: the footer stays in noMoreData")
      session.summary()
    },
    Scenario(
      name: "short-content", summary: "three rows: dragging up and releasing loads once; the footer shows at rest",
      play: { session in
        session.attach(session.makeFooter({ SimpleAutoFooter(action: $0) }, pages: 1))
        session.drag(dy: -60, steps: 6)
        session.release()
        session.settle()
        session.summary()
      }, rows: 3),
    Scenario(
      name: "trailer", summary: "a horizontal gallery: pull left past the trailer and release",
      play: { session in
        session.list.contentSize = CGSize(width: 1200, height: 667)
        var trailer: RefreshTrailer?
        let created = SimpleTrailer {
          session.note("trailer", "action: load more, offset.x \(format(session.list.contentOffset.x, decimals: 1))")
          session.after(1) {
            session.noteCommand("end trailer")
            trailer?.endRefreshing()
          }
        }
        trailer = created
        session.watch(created, as: "trailer")
        session.attach(created)
        session.list.contentOffset = CGPoint(x: 1200 - 375, y: 0)
        session.drag(dx: -260, dy: 0, steps: 13)
        session.note(
          "trailer",
          "released at offset.x \(format(session.list.contentOffset.x, decimals: 1)), inset.right "
            + format(session.list.refreshInset.right, decimals: 1))
        session.release()
        session.wait(0.5)
        session.note(
          "trailer",
          "holding at offset.x \(format(session.list.contentOffset.x, decimals: 1)), inset.right "
            + format(session.list.refreshInset.right, decimals: 1))
        session.settle()
        session.note("trailer", "settled at offset.x \(format(session.list.contentOffset.x, decimals: 1))")
        session.summary()
      }),
    Scenario(name: "circle", summary: "a CircleLoadingHeader fills with the pull and spins while refreshing") {
      session in
      barList(session)
      let header = session.makeHeader { CircleLoadingHeader(action: $0) }
      session.attach(header)
      let circle = (header as? CircleLoadingHeader)?.circleLoading
      @MainActor func describe() -> String {
        guard let circle else { return "" }
        let degrees = Int((circle.rotation * 180 / .pi).rounded())
        return "strokeEnd \(format(circle.strokeEnd, decimals: 2)), rotation \(degrees)°"
      }
      session.drag(dy: 56, steps: 4)
      session.note("header", "half pulled: \(describe())")
      session.drag(dy: 184, steps: 8)
      session.note("header", "armed: \(describe())")
      session.release()
      session.wait(0.25)
      session.note("header", "spinning: \(describe())")
      session.settle()
      session.summary()
    },
    Scenario(
      name: "image-sequence",
      summary: "an ImageSequenceHeader: braille frames fill with the pull and spin while refreshing"
    ) { session in
      barList(session)
      let header = session.makeHeader { imageSequenceHeader(action: $0) }
      session.attach(header)
      let frames = header as? any ImageSequenceLeaf
      @MainActor func describe() -> String {
        guard let frames, let image = frames.currentImage, let index = frames.currentFrameIndex else { return "" }
        return "frame \(index) \(image.glyph) (\(image.name))"
      }
      for (dy, what) in [(30, "a third of the way"), (40, "two thirds"), (170, "armed")] as [(CGFloat, String)] {
        session.drag(dy: dy, steps: 4)
        session.note("header", "\(what): \(describe())")
      }
      session.release()
      for _ in 1...4 {
        session.wait(0.2)
        session.note("header", "refreshing: \(describe())")
      }
      session.settle()
      session.summary()
    },
    Scenario(
      name: "sticky-sections", summary: "while refreshing, scrolling up shrinks the header's hold; back down grows it"
    ) {
      session in
      barList(session)
      let header = session.makeHeader({ SimpleHeader(action: $0) }, duration: 5)
      session.attach(header)
      pullToRefresh(session, settleAfter: false)
      session.wait(0.6)
      session.drag(dy: -120, steps: 12)
      session.note("header", "hold \(format(session.list.refreshInset.top, decimals: 1)) after scrolling up")
      session.drag(dy: 200, steps: 10)
      session.note("header", "hold \(format(session.list.refreshInset.top, decimals: 1)) after pulling back")
      session.release()
      session.settle()
      session.summary()
    },
    Scenario(name: "bars", summary: "the same pull under no bar and under a translucent 88-pt bar: same thresholds") {
      session in
      session.attach(session.makeHeader { SimpleHeader(action: $0) })
      session.log.message("no bar")
      pullToRefresh(session)
      session.list.safeAreaInsets = Insets(top: 88)
      session.list.contentOffset = CGPoint(x: 0, y: -88)
      session.log.message("translucent bar: safeAreaInsets.top = 88")
      pullToRefresh(session)
      session.summary()
    },
    Scenario(name: "async", summary: "an async action: the refresh ends by itself when the action returns") { session in
      barList(session)
      let header = SimpleHeader { [weak session] in
        guard let session else { return }
        session.note("header", "async action started")
        await session.list.sleep(for: 1.2)
        session.note("header", "async action returns")
        // The refresh ends as the action returns: a replay, whose actions do not wait, ends it there.
        session.noteCommand("end header")
      }
      session.watch(header, as: "header")
      session.attach(header)
      session.drag(dy: 240, steps: 12)
      session.release()
      await session.settleAsync()
      session.summary()
    },
    Scenario(name: "failed-load", summary: "a load fails: no retry loop while scrolling; a tap retries") { session in
      barList(session)
      var failures = 1
      var footer: RefreshFooter?
      let created = SimpleAutoFooter { [weak session] in
        guard let session else { return }
        session.note("footer", "action: load more")
        session.after(0.5) {
          if failures > 0 {
            failures -= 1
            session.noteCommand("fail footer network unreachable")
            footer?.endRefreshing(result: .failure("network unreachable"))
          } else {
            session.setRows(session.rows + 10)
            session.noteCommand("end footer")
            footer?.endRefreshing()
          }
        }
      }
      footer = created
      session.watch(created, as: "footer")
      session.attach(created)
      session.flingUp()
      session.settle()
      session.log.message("tap to retry")
      session.noteCommand("tap")
      created.tap()
      session.settle()
      session.summary()
    },
    Scenario(
      name: "voiceover",
      summary: "VoiceOver: a three-finger scroll up at the top refreshes; down pages, and loads at the bottom"
    ) { session in
      playVoiceOver(session)
    },
  ]

  /// A header that shows braille frames: a dot column that fills as the user pulls, and a spinner while refreshing
  /// (ten frames in a second of model time).
  static func imageSequenceHeader(action: @escaping @MainActor () -> Void) -> RefreshHeader {
    let header = ImageSequenceHeader(action: action)
    header.setImages(RefreshImage.frames(named: "fill-", glyphs: "⡀⡄⡆⡇⣇⣧⣷⣿"), for: .idle)
    header.setImages(RefreshImage.frames(named: "spinner-", glyphs: "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"), for: .refreshing)
    return header
  }

  /// The header `--live` drags: the image-sequence one for `--scenario image-sequence`, a ``SimpleHeader`` otherwise.
  static func liveHeader(for scenario: String) -> (@escaping @MainActor () -> Void) -> RefreshHeader {
    scenario == "image-sequence" ? imageSequenceHeader(action:) : { SimpleHeader(action: $0) }
  }

  static func named(_ name: String) -> Scenario? {
    all.first { $0.name == name }
  }

  /// A list under a translucent navigation bar, scrolled to its top.
  static func barList(_ session: DemoSession) {
    session.list.safeAreaInsets = Insets(top: 88)
    session.list.contentOffset = CGPoint(x: 0, y: -88)
  }

  /// The user pulls down slowly past the trigger and releases; the refresh runs to its end.
  static func pullToRefresh(_ session: DemoSession, settleAfter: Bool = true) {
    session.drag(dy: 240, steps: 12)
    session.release()
    if settleAfter { session.settle() }
  }

  /// A VoiceOver user refreshes with a three-finger swipe down at the top, then swipes up page by page: at the bottom
  /// each swipe loads a page, until there is no more data and the swipe returns false.
  static func playVoiceOver(_ session: DemoSession) {
    barList(session)
    session.listenAsVoiceOver()
    session.attach(session.makeHeader { SimpleHeader(action: $0) })
    session.attach(session.makeFooter { SimpleAutoFooter(action: $0) })
    session.log.message("VoiceOver swipes three fingers down at the top: accessibilityScroll(.up)")
    session.voiceOverScroll(.up)
    session.settle()
    session.log.message("VoiceOver swipes three fingers up, again and again: accessibilityScroll(.down)")
    for _ in 1...30 {
      guard session.voiceOverScroll(.down) else {
        session.log.message(
          "accessibilityScroll(.down) returns false: no more data; VoiceOver plays its boundary sound")
        break
      }
      session.settle()
    }
    session.summary()
  }

  static func playDefault(_ session: DemoSession) {
    barList(session)
    let header = session.makeHeader { SimpleHeader(action: $0) }
    session.attach(header)
    session.attach(session.makeFooter { SimpleAutoFooter(action: $0) })
    session.log.message("the user pulls down slowly past the trigger and releases")
    pullToRefresh(session)
    for fling in 1...3 {
      session.log.message("the user flings to the bottom (\(fling) of 3)")
      session.flingUp()
      session.settle()
    }
    session.log.message("the app calls beginRefreshing() on the header")
    session.noteCommand("begin header")
    header.beginRefreshing()
    session.settle()
    session.summary()
  }
}
