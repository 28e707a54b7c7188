import Foundation

/// The parts of a ``RefreshPresentation`` that every component, or several leaves, compute the same way.
extension RefreshComponent {
  /// The presentation of a component that draws nothing: its ``accessibilityLabel``, ``accessibilityHint`` and its
  /// traits.
  var basePresentation: RefreshPresentation {
    var presentation = RefreshPresentation(
      accessibilityLabel: accessibilityLabel,
      accessibilityTraits: isActivatedByDoubleTap ? .button : .staticText,
      accessibilityHint: accessibilityHint)
    presentation.appearance = storedAppearance
    return presentation
  }

  /// What VoiceOver says for a component with no words of its own: the stock leaf's words for its kind and state
  /// (``StateTitles``' spoken titles, without gesture words), the result while one shows, or a failed load's
  /// message while an auto footer waits for a retry; in the current language.
  var stockAccessibilityLabel: String? {
    var titles: StateTitles
    switch self {
    case is RefreshHeader: titles = .header
    case let footer as AutoRefreshFooter:
      if footer.isWaitingForRetry { return failureLabel }
      titles = .autoFooter
    case is BackRefreshFooter: titles = .backFooter
    case is RefreshTrailer: titles = .trailer
    default: return nil
    }
    titles.language = textLanguage
    if let result = titles.resultTitle(for: displayedResult) { return result }
    return titles.spokenTitle(for: currentState) ?? titles.title(for: currentState)
  }

  /// What VoiceOver says for a failed load: the failure's message, or "Load failed" when it has none, in the
  /// component's language; the words "tap to retry" of a footer's title go to its hint instead.
  var failureLabel: String {
    @inline(never) get {
      if case .failure(let message) = lastResult, !message.isEmpty { return message }
      return RefreshLocalization.string(for: .footerLoadFailedBriefly, language: textLanguage)
    }
  }

  /// The stock leaves' ``accessibilityHint``: what activating the component does while a double tap loads ("Loads
  /// more items", or "Tries loading again" for an auto footer whose load failed), in its language; nil otherwise.
  var loadHint: String? {
    guard isActivatedByDoubleTap else { return nil }
    let retries = (self as? AutoRefreshFooter)?.isWaitingForRetry == true
    return RefreshLocalization.string(
      for: retries ? .accessibilityHintRetry : .accessibilityHintLoadMore, language: textLanguage)
  }

  /// Whether VoiceOver's double tap on the component loads now (`accessibilityActivate()` on a footer or the
  /// trailer, an auto footer's ``AutoRefreshFooter/tap()``): attached, visible, idle, and not kept from starting by
  /// another refresh. A header is never activated: a VoiceOver user refreshes it with a three-finger scroll.
  var isActivatedByDoubleTap: Bool {
    guard slot == .footer || slot == .trailer, !isHidden, currentState == .idle, hasCoordinator else { return false }
    // The coordinator is asked about exclusion only while another of its components refreshes (a flag it keeps), so
    // that a frame's redraw loads no coordinator.
    guard anotherComponentRefreshes else { return true }
    return !isExcludedByAnotherRefresh
  }

  /// The mark of the result on display, or nil while none shows.
  var resultMark: RefreshPresentation.ResultMark? {
    switch displayedResult {
    case .success: .success
    case .failure: .failure
    case .cancelled, nil: nil
    }
  }

  /// An activity indicator that has spun since the refresh started, on the model's clock (0 before any time passed).
  var activityIndicator: RefreshPresentation.Accessory {
    guard let start = refreshingStartTime, let now = scrollView?.now, now > start else {
      return .activityIndicator(elapsed: 0)
    }
    return .activityIndicator(elapsed: now - start)
  }
}

/// A leaf pulled at an edge that shows an arrow, an activity indicator and the result of its last refresh:
/// ``SimpleHeader``, ``SimpleBackFooter`` and ``SimpleTrailer``, presented the same way.
@MainActor protocol ArrowLeaf: RefreshComponent {
  /// The arrow's rotation in radians: 0 at rest, π when releasing refreshes.
  var arrowRotation: CGFloat { get }
  /// Whether the arrow is hidden.
  var isArrowHidden: Bool { get }
  /// Whether the activity indicator spins.
  var isActivityIndicatorAnimating: Bool { get }
}

extension ArrowLeaf {
  /// The leaf's accessory: the result's mark while a result shows, the activity indicator while it spins, nothing
  /// while the arrow is hidden, else the arrow pointing `direction` at rest, turned by ``arrowRotation``.
  func arrowAccessory(pointing direction: RefreshPresentation.ArrowDirection) -> RefreshPresentation.Accessory {
    arrowAccessory(
      pointing: direction, rotation: arrowRotation, hidden: isArrowHidden, spinning: isActivityIndicatorAnimating)
  }
}

extension RefreshComponent {
  /// An arrow leaf's accessory from the values it reads: a method of the component, not of ``ArrowLeaf``, so that
  /// the three leaves share one copy instead of one specialized for each (issue 58).
  @inline(never) func arrowAccessory(
    pointing direction: RefreshPresentation.ArrowDirection, rotation: CGFloat, hidden: Bool, spinning: Bool
  ) -> RefreshPresentation.Accessory {
    if let resultMark { return .result(resultMark) }
    if spinning { return activityIndicator }
    if hidden { return .none }
    return .arrow(direction, rotation: rotation)
  }
}

extension SimpleHeader: ArrowLeaf {}
extension SimpleBackFooter: ArrowLeaf {}
extension SimpleTrailer: ArrowLeaf {}

extension RefreshComponent {
  /// An image-sequence leaf's accessory: the result's mark while a result shows (when `showsResult`), else the frame
  /// of `sequence` shown now (``ImageSequenceLeaf/currentImage``), else nothing. A method of the component, not of
  /// ``ImageSequenceLeaf``, so that the three leaves share one copy instead of one specialized for each (issue 58).
  func imageAccessory(_ sequence: RefreshImageSequence, showsResult: Bool) -> RefreshPresentation.Accessory {
    if showsResult, let resultMark { return .result(resultMark) }
    guard
      let frame = sequence.frame(
        in: state, progress: showProgress, now: scrollView?.now, stateStart: stateStartTime,
        still: RefreshConfiguration.defaultReducesMotion)
    else { return .none }
    return .image(sequence.images(for: frame.set)[frame.index])
  }

  /// Whether the frame of `sequence` shown loops with the model's time: a set of more than one frame in a looping
  /// state, while motion is not reduced.
  func imageNeedsFrames(_ sequence: RefreshImageSequence) -> Bool {
    !RefreshConfiguration.defaultReducesMotion && sequence.loops(in: state)
  }
}

extension CircleLoading {
  /// The circle as an accessory: its ``strokeEnd``, at most three quarters while it spins (so that the turn shows),
  /// and its ``rotation``.
  var accessory: RefreshPresentation.Accessory {
    .ring(strokeEnd: isSpinning ? min(strokeEnd, 0.75) : strokeEnd, rotation: rotation)
  }
}
