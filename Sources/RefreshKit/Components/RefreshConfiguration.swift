import Foundation

/// App-wide defaults for the refresh components made from now on: MJRefresh's `MJRefreshConfig`.
///
/// A component reads ``default`` once, when it is made: its height (``headerHeight``, ``footerHeight``,
/// ``trailerWidth``), how long it shows a failure (``failureDisplayDuration``), a header's
/// ``RefreshHeader/lastUpdatedStore`` (``lastUpdatedStore``) and a leaf's ``StateTitled/language`` (``language``).
/// Components made after a change see the new defaults; components already made keep the values they read, and are
/// changed through their own properties. `addRefreshHeader(action:)`
/// and its siblings make their component with ``makeHeader``, ``makeFooter`` and ``makeTrailer``. Two members are read
/// live instead: ``reducesMotion``, by every leaf whenever it is drawn, and ``playsHaptics``, whenever a pull arms.
///
/// ```swift
/// // once, at launch:
/// RefreshConfiguration.default.headerHeight = 64
/// RefreshConfiguration.default.lastUpdatedStore = InMemoryLastUpdatedStore.shared   // forget at every launch
/// RefreshConfiguration.default.makeHeader = { BrandHeader() }
///
/// list.addRefreshHeader { feed.reload() }     // a BrandHeader, 64 points tall
/// ```
///
/// `RefreshConfiguration` is a value: `default` is a copy that the app changes member by member, or replaces as a
/// whole (`RefreshConfiguration.default = RefreshConfiguration()` returns to RefreshKit's defaults). Heights and
/// durations that are not finite or are negative are refused: the member keeps its value and ``RefreshDiagnostics``
/// reports it.
///
/// ## Testing
///
/// ``default`` is shared by the whole process, and Swift Testing runs tests in parallel. A test that changes the
/// defaults does it inside ``withDefault(_:_:)-(_,()->Result)``: the configuration given there stands for ``default`` in that test's
/// task only (and in the tasks it starts), so other tests making components at the same time never see it, and
/// nothing needs restoring.
///
/// ```swift
/// @Test @MainActor func tallerHeaders() {
///   RefreshConfiguration.withDefault {
///     RefreshConfiguration.default.headerHeight = 80
///     #expect(SimpleHeader().height == 80)
///   }
/// }
/// ```
@MainActor public struct RefreshConfiguration {
  /// RefreshKit's defaults, MJRefresh's: heights 54, 44 and 60, the app's language, the shared store in the caches
  /// directory, animations of 0.25 and 0.4 seconds, and ``SimpleHeader``, ``SimpleAutoFooter`` and ``SimpleTrailer``;
  /// and RefreshKit's own: a failure shown for 2 seconds.
  public init() {
    // The first values are set here, not where declared: each declared value (and a `T?` variable's implicit nil,
    // which `Optional<T>` does not get) is a function of its own that an app links and exports (issue 58).
    (headerHeight, footerHeight, trailerWidth) = (54, 44, 60)
    (language, lastUpdatedStore, errorMessage) = (nil, FileLastUpdatedStore.shared, nil)
    appearance = RefreshAppearance()
    (failureDisplayDuration, fastAnimationDuration, slowAnimationDuration) = (2, 0.25, 0.4)
    (appReducesMotion, playsHaptics) = (nil, true)
    makeHeader = RefreshConfiguration.makeSimpleHeader
    makeFooter = RefreshConfiguration.makeSimpleAutoFooter
    makeTrailer = RefreshConfiguration.makeSimpleTrailer
  }

  // MARK: - The defaults in use

  /// The defaults that components made from now on read.
  ///
  /// Inside ``withDefault(_:_:)-(_,()->Result)`` it is that call's configuration, for the task that runs the call and the tasks it
  /// starts; elsewhere it is the app's, shared by the process. Components already made keep what they read.
  public static var `default`: RefreshConfiguration {
    get { defaultScope.configuration }
    set { defaultScope.configuration = newValue }
  }

  /// Where ``default`` is kept now: the configuration of the innermost ``withDefault(_:_:)-(_,()->Result)`` of the
  /// current task, else the app's. A member read through it (`defaultScope.configuration.playsHaptics`) is read in
  /// place, where `default.playsHaptics` copies the whole configuration first: some 350 bytes of code at each read
  /// site (issue 58). Out of line: the task-local read and the two one-time initializations are one copy, not one in
  /// each of some 36 read sites (issue 58, round 3).
  static var defaultScope: ConfigurationScope {
    @inline(never) get { ConfigurationScope.current ?? appWideScope }
  }

  /// The app's defaults, outside any ``withDefault(_:_:)-(_,()->Result)``. Internal so that the tests keep the
  /// process's headers off the real caches directory.
  static var appWide: RefreshConfiguration {
    get { appWideScope.configuration }
    set { appWideScope.configuration = newValue }
  }
  private static let appWideScope = ConfigurationScope(RefreshConfiguration())

  /// Runs `body` with `configuration` as ``default`` for the current task and the tasks it starts, and returns what
  /// `body` returns.
  ///
  /// Changes made to ``default`` inside `body` change this configuration and end with the call; the app's defaults,
  /// and what other tasks read, stay as they were. Calls nest: the innermost configuration wins.
  ///
  /// - Parameters:
  ///   - configuration: The defaults inside `body`; RefreshKit's own by default.
  ///   - body: The code to run.
  /// - Returns: What `body` returns.
  public static func withDefault<Result>(
    _ configuration: RefreshConfiguration = RefreshConfiguration(), _ body: () throws -> Result
  ) rethrows -> Result {
    // `body` itself, not a closure calling it: a closure made on the main actor checks its isolation (issue 58).
    try ConfigurationScope.$current.withValue(ConfigurationScope(configuration), operation: body)
  }

  /// Runs an asynchronous `body` with `configuration` as ``default`` for the current task and the tasks it starts,
  /// across its suspensions, and returns what `body` returns.
  ///
  /// - Parameters:
  ///   - configuration: The defaults inside `body`; RefreshKit's own by default.
  ///   - body: The code to run.
  /// - Returns: What `body` returns.
  public static func withDefault<Result>(
    _ configuration: RefreshConfiguration = RefreshConfiguration(), _ body: @MainActor () async throws -> Result
  ) async rethrows -> Result {
    try await ConfigurationScope.$current.withValue(ConfigurationScope(configuration), operation: body)
  }

  // MARK: - Sizes

  /// The height of headers made from now on: 54 points (MJRefresh's) unless changed. Negative and non-finite values
  /// are refused.
  public var headerHeight: CGFloat {
    didSet { headerHeight = Self.accepting(headerHeight, else: oldValue, member: "headerHeight") }
  }

  /// The height of footers made from now on, auto and back footers alike: 44 points unless changed. Negative and
  /// non-finite values are refused.
  public var footerHeight: CGFloat {
    didSet { footerHeight = Self.accepting(footerHeight, else: oldValue, member: "footerHeight") }
  }

  /// The width of trailers made from now on (their thickness along the horizontal axis): 60 points unless changed.
  /// Negative and non-finite values are refused.
  public var trailerWidth: CGFloat {
    didSet { trailerWidth = Self.accepting(trailerWidth, else: oldValue, member: "trailerWidth") }
  }

  // MARK: - Texts

  /// The language of the leaves made from now on, or nil (the default) for leaves that follow
  /// ``RefreshLocalization/language``.
  ///
  /// A leaf made while it is set keeps that language (its ``StateTitled/language``) when the app's language changes
  /// later. To switch every leaf at once, attached or not, set ``RefreshLocalization/language`` instead. Setting it
  /// normalises the identifier as ``RefreshLocalization/normalizedLanguage(_:)`` does.
  public var language: Optional<String> {
    // By `if let`: an `Optional.map` closure made on the main actor checked its executor.
    didSet { if let language { self.language = RefreshLocalization.normalizedLanguage(language) } }
  }

  /// Where headers made from now on keep the date of their last refresh: ``FileLastUpdatedStore/shared`` unless
  /// changed, a file in the caches directory, so that "Last updated" survives a relaunch and needs no
  /// privacy-manifest entry. ``InMemoryLastUpdatedStore/shared`` forgets it at every launch.
  public var lastUpdatedStore: any LastUpdatedStore

  /// The app's text for an error that a component's asynchronous action throws, for components made from now on
  /// (their ``RefreshComponent/errorMessage``): nil unless changed.
  ///
  /// Return nil to leave an error to RefreshKit's rules: its `LocalizedError.errorDescription`, else the
  /// `NSLocalizedDescriptionKey` of its user info, else the leaf's localised "Refresh failed" or "Load failed";
  /// never the error's debug description.
  public var errorMessage: Optional<@MainActor (any Error) -> String?>

  /// How components made from now on look (their ``RefreshComponent/appearance``): RefreshKit's stock look unless
  /// changed. Set the app's colours and fonts here once, and change one component through its own property.
  ///
  /// ```swift
  /// RefreshConfiguration.default.appearance.textColor = RefreshAppearance.Color(red: 0.1, green: 0.4, blue: 0.8)
  /// ```
  public var appearance: RefreshAppearance

  // MARK: - Durations

  /// How long headers, back footers and trailers made from now on show a failed refresh's message before they
  /// collapse (their ``RefreshComponent/failureDisplayDuration``): 2 seconds unless changed; 0 collapses at once, as
  /// a success does. Negative and non-finite values are refused.
  ///
  /// ```swift
  /// RefreshConfiguration.default.failureDisplayDuration = 0   // failures collapse at once, app-wide
  /// ```
  public var failureDisplayDuration: TimeInterval {
    didSet {
      failureDisplayDuration = Self.accepting(
        failureDisplayDuration, else: oldValue, member: "failureDisplayDuration")
    }
  }

  // MARK: - Animation durations

  /// MJRefresh's fast animation, 0.25 seconds: how long a view layer turns an arrow, fades a component in, or
  /// scrolls a header into view when a refresh starts. Negative and non-finite values are refused.
  ///
  /// RefreshKit's scroll model moves the content with its own physics, so the components do not read it; it is here
  /// for the views that draw them, so that an app sets its animation timing in one place.
  public var fastAnimationDuration: TimeInterval {
    didSet {
      fastAnimationDuration = Self.accepting(
        fastAnimationDuration, else: oldValue, member: "fastAnimationDuration")
    }
  }

  /// MJRefresh's slow animation, 0.4 seconds: how long a view layer takes to collapse a component's inset after a
  /// refresh ends. Negative and non-finite values are refused. Like ``fastAnimationDuration``, it is for the views;
  /// the components do not read it.
  public var slowAnimationDuration: TimeInterval {
    didSet {
      slowAnimationDuration = Self.accepting(
        slowAnimationDuration, else: oldValue, member: "slowAnimationDuration")
    }
  }

  // MARK: - Motion

  /// Whether the leaves keep still, for users who turned on Reduce Motion: the system's setting
  /// (``RefreshConfiguration/systemReducesMotion``) until the app sets it, then what the app set.
  ///
  /// Unlike the other members, the leaves read it live, whenever their presentation is read; a change shows at the
  /// next frame, also on a component that is refreshing. The UIKit layer keeps ``systemReducesMotion`` equal to
  /// `UIAccessibility.isReduceMotionEnabled`, so an app that uses it needs no code; set this property only to decide
  /// otherwise (true to keep still whatever the system says, false to move), and it stays as set. Without the UIKit
  /// layer, set ``systemReducesMotion`` from `UIAccessibility.isReduceMotionEnabled` at launch and again on
  /// `UIAccessibility.reduceMotionStatusDidChangeNotification`. While it is true, image-sequence leaves show the first frame of their state's set and do not
  /// loop, a ``CircleLoading`` that spins shows a full, unrotated circle, and the arrows of ``SimpleHeader``,
  /// ``SimpleBackFooter`` and ``SimpleTrailer`` do not turn (the title tells that releasing refreshes). The scroll
  /// model's own motion (the rubber band, deceleration, springs) is the user's direct manipulation and does not
  /// change.
  public var reducesMotion: Bool {
    get { appReducesMotion ?? Self.systemReducesMotion }
    set { appReducesMotion = newValue }
  }

  /// What the system says of Reduce Motion, for the whole app: false unless changed. The UIKit layer keeps it equal
  /// to `UIAccessibility.isReduceMotionEnabled` and never writes ``reducesMotion``, which wins once the app sets it.
  /// It is not part of any configuration value: a new ``default`` still follows the system.
  public static var systemReducesMotion: Bool {
    get { storedSystemReducesMotion }
    set { storedSystemReducesMotion = newValue }
  }
  private static var storedSystemReducesMotion = false

  /// What the app set ``reducesMotion`` to, if it did.
  private var appReducesMotion: Optional<Bool>

  /// ``reducesMotion`` of ``default``, read in place (see `defaultScope`) by the leaves.
  static var defaultReducesMotion: Bool {
    @inline(never) get { defaultScope.configuration.appReducesMotion ?? systemReducesMotion }
  }

  // MARK: - Haptics

  /// Whether a pull that arms a refresh plays a haptic, as ESPullToRefresh does: true unless changed.
  ///
  /// Read live, whenever a pull arms, by every component whose own ``RefreshComponent/playsHaptics`` is nil (the
  /// default): set it to false to switch the haptic off app-wide at once. The UIKit layer plays a light impact on an
  /// iPhone or an iPad, not on Mac Catalyst; the system's own setting (Settings › Sounds & Haptics › System Haptics)
  /// still silences it. See ``RefreshComponent/playsHaptic(for:)``.
  public var playsHaptics: Bool

  // MARK: - Default components

  /// Makes the header that `addRefreshHeader(action:)` attaches: a ``SimpleHeader`` unless changed.
  ///
  /// Return a new component with no action each time; the caller gives it its action.
  public var makeHeader: @MainActor () -> RefreshHeader

  /// Makes the footer that `addRefreshFooter(action:)` attaches: a ``SimpleAutoFooter`` unless
  /// changed (return a ``SimpleBackFooter`` for pull-up footers).
  ///
  /// Return a new component with no action each time; the caller gives it its action.
  public var makeFooter: @MainActor () -> RefreshFooter

  /// Makes the trailer that `addRefreshTrailer(action:)` attaches: a ``SimpleTrailer`` unless
  /// changed.
  ///
  /// Return a new component with no action each time; the caller gives it its action.
  public var makeTrailer: @MainActor () -> RefreshTrailer

  /// A new component of ``default``'s ``makeHeader``, ``makeFooter`` or ``makeTrailer``: one call here, not one at
  /// each of the fifteen `add…` methods that attach one (issue 58).
  static func makeDefaultHeader() -> RefreshHeader { defaultScope.configuration.makeHeader() }
  static func makeDefaultFooter() -> RefreshFooter { defaultScope.configuration.makeFooter() }
  static func makeDefaultTrailer() -> RefreshTrailer { defaultScope.configuration.makeTrailer() }

  // MARK: - Validation

  /// `value` if it is a finite, non-negative size within RefreshKit's range; otherwise reports it and returns `old`.
  @inline(never) private static func accepting(_ value: CGFloat, else old: CGFloat, member: String) -> CGFloat {
    guard value.isUsableNonNegative else {
      RefreshDiagnostics.refuse("RefreshConfiguration.\(member)", value, "not a finite, non-negative size")
      return old
    }
    return value
  }

  /// `value` if it is a finite, non-negative duration; otherwise reports it and returns `old`.
  @inline(never) private static func accepting(
    _ value: TimeInterval, else old: TimeInterval, member: String
  ) -> TimeInterval {
    guard value.isUsableDuration else {
      RefreshDiagnostics.refuse("RefreshConfiguration.\(member)", value, "not a finite, non-negative duration")
      return old
    }
    return value
  }
}

/// The configuration that stands for ``RefreshConfiguration/default`` in one task, set by
/// ``RefreshConfiguration/withDefault(_:_:)-(_,()->Result)``.
@MainActor final class ConfigurationScope {
  /// The scope of the current task, if any.
  @TaskLocal static var current: ConfigurationScope?

  /// The defaults inside the scope; changes to ``RefreshConfiguration/default`` there change this.
  var configuration: RefreshConfiguration

  init(_ configuration: RefreshConfiguration) {
    self.configuration = configuration
  }
}
