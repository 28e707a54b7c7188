#if canImport(UIKit)
  import RefreshKit
  import UIKit

  /// The haptic the layer plays when a pull arms (``RefreshKit/RefreshComponent/playsHaptic(for:)``): a light impact,
  /// as ESPullToRefresh plays.
  ///
  /// Only on an iPhone or an iPad: UIKit's feedback generators are iOS 10 and later, unavailable on tvOS and visionOS,
  /// and on Mac Catalyst a Mac has no Taptic Engine under the finger that pulls (a trackpad's haptics are AppKit's).
  /// The system's own setting (Settings › Sounds & Haptics › System Haptics) still silences it. (Linux: the UIKit
  /// double of the tests, which records what the generator is asked.)
  @MainActor enum PullHaptic {
    // The platforms are told apart once, here, by a chain with no `&&` or `||` (so no mutant of a condition only
    // another platform's build would notice): the rest is plain Swift.
    #if os(Linux)
      private static let generator: UIImpactFeedbackGenerator? = .init(style: .light)
    #elseif targetEnvironment(macCatalyst)
      private static let generator: NoGenerator? = nil
    #elseif os(iOS)
      /// One generator for the app: `init(style:view:)` (iOS 17.5) is not in every SDK the package builds with;
      /// `init(style:)` is in all.
      private static let generator: UIImpactFeedbackGenerator? = .init(style: .light)
    #else
      private static let generator: NoGenerator? = nil
    #endif

    /// Wakes the Taptic Engine as a pull nears arming, so that the impact comes with the arming and not after it
    /// (UIKit's `prepare()`: the engine stays ready for a few seconds).
    static func prepare() {
      generator?.prepare()
    }

    /// Plays the haptic for a pull of the content of a scroll view.
    static func play() {
      generator?.impactOccurred()
    }
  }

  /// What stands for the generator where there is none: its type only, as no value of it is ever made.
  private struct NoGenerator {
    func prepare() {}
    func impactOccurred() {}
  }
#endif
