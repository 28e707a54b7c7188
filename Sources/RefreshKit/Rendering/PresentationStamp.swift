import Foundation

/// What a stock leaf's ``RefreshComponent/presentation`` is made from, gathered without building it: two equal stamps
/// of one component mean that its presentation is the same, so `RefreshRedraw` skips building and comparing it.
///
/// Only a component that knows its presentation is the library's own gives one: an instance of a stock leaf itself
/// (``SimpleHeader``, ``StateHeader``, ``SimpleAutoFooter``, ``StateAutoFooter``), never of a subclass, whose
/// overrides (``RefreshComponent/presentation``, ``RefreshComponent/accessibilityLabel``, `title(for:)`) may read
/// anything. A subclass's presentation is built and compared every frame, as before.
///
/// The stamp holds:
/// - the component's ``RefreshComponent/presentationInputs``, which every stored input of the stock presentation
///   changes when set (titles, language, hidden parts, appearance, calendar, locale, the last result, the key and the
///   store of the last-updated date): a number drawn from one count for all components, so that no two components,
///   nor one component before and after a change, ever have the same (a redraw asked for another component, even one
///   made where a freed one was, draws it);
/// - the state and ``RefreshLocalization/changeCount``, and a pulling header's ``RefreshConfiguration/reducesMotion``
///   (whether its arrow turns);
/// - what changes without a setter of the leaf being called: a header's date of the last refresh (the revision of the
///   library's stores, ``InMemoryLastUpdatedStore`` and ``FileLastUpdatedStore``, which count their changes), the
///   minute of the present (which decides "Today"), and whether a footer's double tap loads.
///
/// No stamp is given while the presentation moves with the model's time (refreshing: the activity indicator's
/// elapsed time; a result on display), nor while a header's last-updated line comes from app code: the app's
/// ``StateHeader/lastUpdatedTextProvider``, or a ``LastUpdatedStore`` of the app's (a keychain or a database is read
/// only while the header is in view, never at every frame).
struct PresentationStamp: Equatable {
  /// The component stamped.
  let component: ObjectIdentifier
  /// Its ``RefreshComponent/presentationInputs``.
  let inputs: Int
  /// Its state.
  let state: RefreshState
  /// ``RefreshLocalization/changeCount``.
  let localization: Int
  /// ``RefreshConfiguration/reducesMotion`` of the defaults, where it is read (a pulling header's arrow).
  var reducesMotion = false
  /// Whether VoiceOver's double tap loads (a footer).
  var isActivatedByDoubleTap = false
  /// The revision of the library's stores (``stockStoreRevision``), when the header keeps its date in one.
  var lastUpdatedRevision = 0
  /// The minute of the header's present.
  var minute: Double = 0
}

extension PresentationStamp {
  /// Counts the changes of the library's own last-updated stores, all together: a header that keeps its date in one
  /// of them knows that date is unchanged without looking it up.
  @MainActor static var stockStoreRevision: Int { storedStockStoreRevision }

  /// ``stockStoreRevision``'s storage, private so that it is read without a dynamic exclusivity check.
  @MainActor private static var storedStockStoreRevision = 0

  /// The next number for a component's ``RefreshComponent/presentationInputs``: never given before.
  @MainActor static func nextInputs() -> Int {
    storedInputs &+= 1
    return storedInputs
  }

  /// The numbers given by ``nextInputs()`` so far.
  @MainActor private static var storedInputs = 0

  /// Called by ``InMemoryLastUpdatedStore`` and ``FileLastUpdatedStore`` whenever a date may have changed.
  @MainActor static func stockStoreDidChange() {
    storedStockStoreRevision &+= 1
  }
}

extension RefreshComponent {
  /// The stamp's parts that every stock leaf shares, or nil while the presentation moves with time.
  var baseStamp: PresentationStamp? {
    let state = currentState
    guard state != .refreshing, cell.value.schedule.resultDisplayEnd == nil else { return nil }
    return PresentationStamp(
      component: ObjectIdentifier(self), inputs: cell.value.presentationInputs, state: state,
      localization: RefreshLocalization.changeCount)
  }

  /// Counts the changes of the stored inputs of a stock leaf's presentation (see `PresentationStamp`).
  var presentationInputs: Int { cell.value.presentationInputs }

  /// Notes that a stored input of the presentation changed: the next frame builds it again.
  @inline(never) func presentationInputsDidChange() {
    cell.value.presentationInputs = PresentationStamp.nextInputs()
  }
}
