import Foundation
import RefreshKit

@MainActor func run() {
  let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  list.contentSize = CGSize(width: 375, height: 30 * 44)
  list.safeAreaInsets = EdgeInsets(top: 88)
  list.contentOffset = CGPoint(x: 0, y: -88)
  var calls = 0
  let header = RefreshHeader { calls += 1 }
  list.refreshHeader = header
  let footer = AutoRefreshFooter { calls += 100 }
  list.refreshFooter = footer
  func show(_ what: String) {
    print(
      String(format: "t=%.3f %@ y=%.2f hdr=%@ p=%.2f ftr=%@ refresh=%@ calls=%d", list.now, what, list.contentOffset.y,
        "\(header.state)", header.showProgress, "\(footer.state)", "\(list.refreshInset)", calls))
  }
  show("start")
  list.beginDrag()
  for _ in 0..<8 {
    list.drag(by: CGPoint(x: 0, y: 30))
    show("drag")
  }
  list.endDrag()
  show("released")
  for _ in 0..<6 {
    list.advance(by: 0.1)
    show("adv")
  }
  header.endRefreshing()
  show("ended")
  list.advance(by: 1)
  show("settled")
  list.beginDrag()
  list.drag(by: CGPoint(x: 0, y: -300))
  list.endDrag(velocity: CGPoint(x: 0, y: -3000))
  show("fling")
  for _ in 0..<10 {
    list.advance(by: 0.2)
    show("adv")
  }
}
MainActor.assumeIsolated { run() }
