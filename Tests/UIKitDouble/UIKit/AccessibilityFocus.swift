// Where an assistive technology's focus moves. Part of the UIKit double.
import Foundation

extension UIAccessibility {
  // https://developer.apple.com/documentation/uikit/uiaccessibility/elementfocusednotification
  /// "Posted when an assistive technology has focused on an element" (iOS 9): VoiceOver or Switch Control.
  public static let elementFocusedNotification = NSNotification.Name("UIAccessibilityElementFocusedNotification")
  // https://developer.apple.com/documentation/uikit/uiaccessibility/focusedelementuserinfokey
  /// The user-info key of the element that has the focus now.
  public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"
  // https://developer.apple.com/documentation/uikit/uiaccessibility/assistivetechnologyuserinfokey
  /// The user-info key of the assistive technology that moved the focus.
  public static let assistiveTechnologyUserInfoKey = "UIAccessibilityAssistiveTechnologyKey"

  // https://developer.apple.com/documentation/uikit/uiaccessibility/assistivetechnologyidentifier
  public struct AssistiveTechnologyIdentifier: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let notificationVoiceOver = AssistiveTechnologyIdentifier(
      rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
    public static let notificationSwitchControl = AssistiveTechnologyIdentifier(
      rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
  }

  /// A test: `technology` focuses `element`, and UIKit posts ``elementFocusedNotification`` with both in its user
  /// info, on the main thread (assumed: the notification's page names no thread; VoiceOver's focus runs on the main
  /// thread of the app, where UIKit answers it). The scroll that brings an element into view is the test's to make,
  /// before or after, as the order on a device is not documented.
  @MainActor public static func focus(_ element: Any, by technology: AssistiveTechnologyIdentifier) {
    NotificationCenter.default.post(
      name: elementFocusedNotification, object: nil,
      userInfo: [focusedElementUserInfoKey: element, assistiveTechnologyUserInfoKey: technology.rawValue])
  }
}

// https://developer.apple.com/documentation/uikit/uiaccessibilityelement
/// An accessible element that is not a view (an app's own elements, the rows UIKit exposes for some containers, the
/// elements SwiftUI makes on the UIKit path): what ``UIAccessibility/focusedElementUserInfoKey`` may hold, as
/// Apple's page of that key says "the element", not "the view". Its `accessibilityContainer` is the view or the element
/// that holds it.
@MainActor open class UIAccessibilityElement: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitycontainer
  open weak var accessibilityContainer: AnyObject?

  // https://developer.apple.com/documentation/uikit/uiaccessibilityelement/init(accessibilitycontainer:)
  public init(accessibilityContainer container: Any) {
    accessibilityContainer = container as AnyObject
    super.init()
  }
}
