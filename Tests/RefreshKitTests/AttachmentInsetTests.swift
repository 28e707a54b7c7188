import Foundation
import Testing

@testable import RefreshKit

/// Something besides the refresh coordinator that follows a model and holds part of its refresh inset (the seam
/// admits several: the model knows no refresh type).
@MainActor private final class SharingAttachment: ScrollAttachment {
  func scrollModel(_ model: ScrollModel, didChange event: ScrollEvent) {}
  var nextTimerDeadline: TimeInterval? { nil }
  func scrollModel(_ model: ScrollModel, didAdvanceTo time: TimeInterval) {}
  var hasFrameWork: Bool { false }
}

// Found by mutation testing (seed 27644): the model's refresh inset is the sum of what every attachment holds.
@Suite @MainActor struct AttachmentInsetTests {
  @Test func twoAttachmentsHoldingTheTopTogetherPushTheContentDownByBoth() {
    let list = makePhoneList()
    let first = SharingAttachment()
    let second = SharingAttachment()
    list.addAttachment(first)
    list.addAttachment(second)
    list.setHeldInset(Insets(top: 30), for: first)
    list.setHeldInset(Insets(top: 20, bottom: 10), for: second)
    #expect(list.refreshInset == Insets(top: 50, bottom: 10))
    #expect(list.minimumContentOffset.y == -50, "the content rests below both holds")
    list.setHeldInset(.zero, for: first)
    #expect(list.refreshInset == Insets(top: 20, bottom: 10), "one gives its share back, the other's stays")
  }
}
