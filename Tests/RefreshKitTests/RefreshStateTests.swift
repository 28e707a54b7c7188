import Foundation
import Testing

@testable import RefreshKit

@Suite @MainActor struct RefreshStateTests {
  static let allowed: Set<[RefreshState]> = [
    [.idle, .pulling], [.idle, .willRefresh], [.idle, .refreshing], [.idle, .noMoreData],
    [.pulling, .idle], [.pulling, .refreshing], [.pulling, .noMoreData],
    [.willRefresh, .idle], [.willRefresh, .refreshing], [.willRefresh, .noMoreData],
    [.refreshing, .idle], [.refreshing, .noMoreData],
    [.noMoreData, .idle],
  ]

  @Test func everyPairOfStatesFollowsTheTransitionTable() {
    for from in RefreshState.allCases {
      for to in RefreshState.allCases {
        #expect(from.canTransition(to: to) == Self.allowed.contains([from, to]), "\(from) → \(to)")
      }
    }
  }

  @Test func stayingInTheSameStateIsNeverATransition() {
    for state in RefreshState.allCases {
      #expect(!state.canTransition(to: state), "\(state)")
    }
  }

  @Test func noMoreDataIsLeftOnlyForIdle() {
    let targets = RefreshState.allCases.filter { RefreshState.noMoreData.canTransition(to: $0) }
    #expect(targets == [.idle])
  }

  @Test func refreshingEndsOnlyInIdleOrNoMoreData() {
    let targets = Set(RefreshState.allCases.filter { RefreshState.refreshing.canTransition(to: $0) })
    #expect(targets == [.idle, .noMoreData])
  }

  @Test func pullingAndWillRefreshAreReachedOnlyFromIdle() {
    for state in RefreshState.allCases {
      #expect(state.canTransition(to: .pulling) == (state == .idle), "\(state) → pulling")
      #expect(state.canTransition(to: .willRefresh) == (state == .idle), "\(state) → willRefresh")
    }
  }

  @Test func everyStateHasItsName() {
    #expect(RefreshState.allCases.map(\.description) == ["idle", "pulling", "willRefresh", "refreshing", "noMoreData"])
  }
}
