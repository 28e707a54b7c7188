import Foundation

/// The one seam between a ``ScrollModel`` and what follows it.
///
/// The model names no client type: it calls its attachments directly on every change (before its observers, with
/// no closure or weak load on the scroll path), asks them for their next timer and tells them when time advances. The
/// model owns its attachments, so an attachment hears that the model went away in its own deinitializer; its weak
/// reference to the model reads nil from then on. An attachment may hold a share of ``ScrollModel/refreshInset``
/// through ``ScrollModel/setHeldInset(_:for:)``. The refresh components attach through one `RefreshCoordinator` per
/// model.
@MainActor protocol ScrollAttachment: AnyObject, Sendable {
  /// Called for every change of `model`, in order, before the model's observers. The model may be changed from
  /// here: the events that causes are delivered after this one.
  func scrollModel(_ model: ScrollModel, didChange event: ScrollEvent)

  /// The next time on the model's clock at which the attachment has something to do, or nil.
  var nextTimerDeadline: TimeInterval? { get }

  /// Called after each frame of ``ScrollModel/advance(by:)``; the clock reads `time`.
  func scrollModel(_ model: ScrollModel, didAdvanceTo time: TimeInterval)

  /// Whether a frame has something for the attachment to do, at any time: a timer set, or work waiting for the next
  /// frame (a layout, a completion waiting for the content to settle). While no attachment has any, no sleeper waits
  /// and nothing moves, ``ScrollModel/advance(by:)`` moves the clock without calling
  /// ``scrollModel(_:didAdvanceTo:)``. Once a frame found it false, the model asks again only after the attachment
  /// called ``ScrollModel/attachmentFrameWorkDidBegin()``: it calls that whenever its work may have begun.
  var hasFrameWork: Bool { get }

  /// Called when a VoiceOver scroll towards `direction` finds the content at that edge: the attachment starts what
  /// sits there and returns true, or returns false (the default) and the model asks the next one.
  func scrollModel(_ model: ScrollModel, accessibilityScrollAtEdge direction: AccessibilityScrollDirection) -> Bool

  /// Whether a VoiceOver scroll towards `direction`, with the content at that edge, is the attachment's to answer
  /// (``scrollModel(_:accessibilityScrollAtEdge:)`` would start something, or refuse a second start); it changes
  /// nothing. False by default.
  func scrollModel(_ model: ScrollModel, takesAccessibilityScrollAtEdge direction: AccessibilityScrollDirection) -> Bool
  /// Called when the host's view moved into a window (external mode): what waited for it may start.
  func scrollModelHostDidMoveToWindow(_ model: ScrollModel)
}

extension ScrollAttachment {
  func scrollModel(_ model: ScrollModel, accessibilityScrollAtEdge direction: AccessibilityScrollDirection) -> Bool {
    false
  }

  func scrollModel(_ model: ScrollModel, takesAccessibilityScrollAtEdge direction: AccessibilityScrollDirection) -> Bool
  {
    false
  }
  func scrollModelHostDidMoveToWindow(_ model: ScrollModel) {}
}

extension ScrollModel {
  // MARK: - Attachments

  /// Adds `attachment`; it is called on every change from now on and holds no inset yet.
  func addAttachment(_ attachment: any ScrollAttachment) {
    guard attachmentIndex(of: attachment) == nil else { return }
    attachments.append(attachment)
    attachmentInsets.append(.zero)
    attachmentFrameWorkDidBegin()
  }

  /// Where `attachment` is among the attachments, if it is one. A loop, not `firstIndex(where:)`: a closure made on
  /// the main actor and passed to code that is not checks its executor on each call.
  private func attachmentIndex(of attachment: any ScrollAttachment) -> Int? {
    var index = 0
    while index < attachments.count {
      if attachments[index] === attachment { return index }
      index += 1
    }
    return nil
  }

  /// The first attachment of type `type`, if any.
  func attachment<Attachment: ScrollAttachment>(ofType type: Attachment.Type) -> Attachment? {
    for attachment in attachments {
      if let match = attachment as? Attachment { return match }
    }
    return nil
  }

  /// Sets what `attachment` holds of ``refreshInset``, its whole share: removing it is setting `.zero`, so an inset
  /// can never be returned twice or leak.
  func setHeldInset(_ inset: Insets, for attachment: any ScrollAttachment) {
    guard inset.isUsable else {
      return RefreshDiagnostics.refuse("ScrollModel.refreshInset", inset, Self.notFiniteReason)
    }
    guard let index = attachmentIndex(of: attachment), attachmentInsets[index] != inset else { return }
    attachmentInsets[index] = inset
    let old = storedRefreshInset
    var sum = attachmentInsets[0]
    for other in attachmentInsets.dropFirst() { sum = sum + other }
    storedRefreshInset = sum
    if old != sum {
      emit(.inset(.refresh, old: old, new: sum))
      settleIfOutOfBounds()
    }
  }
}
