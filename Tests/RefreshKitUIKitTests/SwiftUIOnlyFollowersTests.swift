import Foundation
@_spi(Hosting) import RefreshKit
import Testing
import UIKit

@_spi(Hosting) @testable import RefreshKitUIKit

/// The starter the SwiftUI layer's scroll-API path (iOS 18) calls for an app with no UIKit scroll view: Reduce Motion
/// and the system's settings are followed with no `ScrollViewRefreshKit` made.
@Suite(.serialized) @MainActor struct SwiftUIOnlyFollowersTests {
  @Test func withNoScrollViewTheStarterFollowsReduceMotionAndTheSystemsSettings() {
    SystemSettingsFollower.stopFollowingSystem()  // as in an app with no scroll view's layer yet
    UIAccessibility.setReduceMotionEnabled(true)
    ScrollViewRefreshKit.followSystemSettings()
    #expect(RefreshConfiguration.systemReducesMotion, "read at once")
    UIAccessibility.setReduceMotionEnabled(false)
    #expect(!RefreshConfiguration.systemReducesMotion, "and followed")
    let count = RefreshLocalization.changeCount
    NotificationCenter.default.post(name: .NSSystemTimeZoneDidChange, object: nil)
    #expect(RefreshLocalization.changeCount == count + 1, "a new time zone formats the dates anew")
    ScrollViewRefreshKit.followSystemSettings()
    NotificationCenter.default.post(name: UIApplication.significantTimeChangeNotification, object: nil)
    #expect(RefreshLocalization.changeCount == count + 2, "a second start adds no second observer")
  }
}
