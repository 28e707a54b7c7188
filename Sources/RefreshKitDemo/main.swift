import Foundation
import RefreshKit

@MainActor func run() {
  let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  list.contentSize = CGSize(width: 375, height: 30 * 44)
  list.beginDrag()
  for _ in 0..<6 { list.drag(by: CGPoint(x: 0, y: 40)) }
  print("pulled to \(list.contentOffset.y)")
  list.endDrag()
  for _ in 0..<10 {
    list.advance(by: 0.1)
    print(String(format: "t=%.1f y=%.2f", list.now, list.contentOffset.y))
  }
}
MainActor.assumeIsolated { run() }
