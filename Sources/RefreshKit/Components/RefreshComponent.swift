import Foundation

@MainActor open class RefreshComponent {
  func modelTimeDidAdvance(to time: TimeInterval) {}
}
