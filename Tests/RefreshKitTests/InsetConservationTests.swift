import Foundation
import Testing

@testable import RefreshKit

/// `refreshInset` is exactly what the attached components hold, in any order of events.
@Suite @MainActor struct InsetConservationTests {
  @Test(arguments: [UInt64(1), 7, 2024])
  func refreshInsetIsExactlyWhatAttachedComponentsHoldInAnyOrder(seed: UInt64) {
    let list = makePhoneList()
    let headers = [RefreshHeader(), RefreshHeader()]
    let auto = AutoRefreshFooter()
    let back = BackRefreshFooter()
    let footers: [RefreshFooter] = [auto, back]
    let all: [RefreshComponent] = headers + footers
    var refreshing = Set<ObjectIdentifier>()
    var pending = Set<ObjectIdentifier>()
    var noMoreData = Set<ObjectIdentifier>()
    var choices = SeededChoices(state: seed)
    var log: [String] = []

    func attached(_ component: RefreshComponent) -> Bool {
      list.refreshHeader === component || list.refreshFooter === component
    }
    func didAttach(_ component: RefreshComponent) {
      let id = ObjectIdentifier(component)
      if pending.remove(id) != nil { refreshing.insert(id) }
    }
    func didDetach(_ component: RefreshComponent?) {
      if let component { refreshing.remove(ObjectIdentifier(component)) }
    }

    for step in 0..<300 {
      switch choices.next(12) {
      case 0:
        let header = headers[choices.next(2)]
        log.append("attach header \(headers.firstIndex { $0 === header } ?? -1)")
        if list.refreshHeader !== header { didDetach(list.refreshHeader) }
        list.refreshHeader = header
        didAttach(header)
      case 1:
        log.append("detach header")
        didDetach(list.refreshHeader)
        list.refreshHeader = nil
      case 2:
        let footer = footers[choices.next(2)]
        log.append("attach \(footer === auto ? "auto" : "back") footer")
        if list.refreshFooter !== footer { didDetach(list.refreshFooter) }
        list.refreshFooter = footer
        didAttach(footer)
      case 3:
        log.append("detach footer")
        didDetach(list.refreshFooter)
        list.refreshFooter = nil
      case 4, 5:
        let component = all[choices.next(all.count)]
        let id = ObjectIdentifier(component)
        log.append(
          "\(component.isHidden ? "show" : "hide") \(type(of: component)) \(all.firstIndex { $0 === component } ?? -1)")
        component.isHidden.toggle()
        if component.isHidden {
          refreshing.remove(id)
          pending.remove(id)
        }
      case 6, 7:
        let component = all[choices.next(all.count)]
        let id = ObjectIdentifier(component)
        log.append("begin \(type(of: component)) \(all.firstIndex { $0 === component } ?? -1)")
        component.beginRefreshing()
        if !component.isHidden, !refreshing.contains(id), !noMoreData.contains(id), !pending.contains(id) {
          if attached(component) { refreshing.insert(id) } else { pending.insert(id) }
        }
      case 8:
        let component = all[choices.next(all.count)]
        let id = ObjectIdentifier(component)
        log.append("end \(type(of: component)) \(all.firstIndex { $0 === component } ?? -1)")
        component.endRefreshing()
        refreshing.remove(id)
        pending.remove(id)
        noMoreData.remove(id)
      case 9:
        let footer = footers[choices.next(2)]
        let id = ObjectIdentifier(footer)
        log.append("no more data \(footer === auto ? "auto" : "back")")
        footer.endRefreshingWithNoMoreData()
        refreshing.remove(id)
        pending.remove(id)
        noMoreData.insert(id)
      case 10:
        let inset = Insets(top: CGFloat(choices.next(5) * 25), bottom: CGFloat(choices.next(5) * 25))
        log.append("app inset \(inset)")
        list.contentInset = inset
        #expect(list.contentInset == inset)
      default:
        log.append("advance")
        list.advance(by: 0.2)
      }

      var expected = Insets.zero
      if let header = list.refreshHeader, !header.isHidden, refreshing.contains(ObjectIdentifier(header)) {
        expected.top += 54
      }
      if let footer = list.refreshFooter, !footer.isHidden {
        if footer === auto || refreshing.contains(ObjectIdentifier(footer)) { expected.bottom += 44 }
      }
      #expect(list.refreshInset == expected, "seed \(seed) step \(step): \(log.suffix(6))")
      for component in all {
        let id = ObjectIdentifier(component)
        let state: RefreshState =
          refreshing.contains(id)
          ? .refreshing : pending.contains(id) ? .willRefresh : noMoreData.contains(id) ? .noMoreData : .idle
        #expect(component.state == state, "seed \(seed) step \(step) \(type(of: component)): \(log.suffix(6))")
      }
    }

    list.refreshHeader = nil
    list.refreshFooter = nil
    #expect(list.refreshInset == .zero)
    #expect(list.adjustedContentInset == list.contentInset)
  }

  @Test func insetsSurviveAHandWrittenOrderOfHideShowReplaceAndDetach() {
    let list = makePhoneList()
    let header = RefreshHeader()
    let footer = AutoRefreshFooter()
    list.refreshHeader = header
    list.refreshFooter = footer
    list.contentInset = Insets(top: 64, bottom: 10)
    header.beginRefreshing()
    #expect(list.refreshInset == Insets(top: 54, bottom: 44))
    footer.isHidden = true
    #expect(list.refreshInset == Insets(top: 54))
    list.contentInset = Insets(top: 100)
    header.isHidden = true
    #expect(list.refreshInset == .zero)
    footer.isHidden = false
    #expect(list.refreshInset == Insets(bottom: 44))
    header.isHidden = false
    header.beginRefreshing()
    #expect(list.refreshInset == Insets(top: 54, bottom: 44))
    let back = BackRefreshFooter()
    list.refreshFooter = back
    #expect(list.refreshInset == Insets(top: 54))
    back.beginRefreshing()
    #expect(list.refreshInset == Insets(top: 54, bottom: 44))
    list.refreshHeader = nil
    #expect(list.refreshInset == Insets(bottom: 44))
    list.refreshHeader = header
    #expect(list.refreshInset == Insets(bottom: 44))
    list.refreshFooter = footer
    #expect(list.refreshInset == Insets(bottom: 44))
    list.refreshHeader = nil
    list.refreshFooter = nil
    #expect(list.refreshInset == .zero)
    #expect(list.contentInset == Insets(top: 100))
  }
}
