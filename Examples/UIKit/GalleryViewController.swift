// A horizontal gallery on a UICollectionView with a trailer: pull the last photos left past the edge and release to
// load more. The trailer's title runs down the narrow strip, one character under the other. Type-checked against the
// iOS SDK by `ios-sdk-check.sh`.
import RefreshKit
import RefreshKitUIKit
import UIKit

/// The collection view of the gallery. Its one override gives VoiceOver's three-finger scroll to RefreshKit: at the
/// right edge it loads, elsewhere it turns a page.
final class GalleryCollectionView: UICollectionView {
  override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
    ScrollViewRefreshKit.accessibilityScroll(direction, in: self) ?? super.accessibilityScroll(direction)
  }
}

/// A row of photos that grows to the right.
final class GalleryViewController: UIViewController, UICollectionViewDataSource {
  private var photos = (1...12).map { "Photo \($0)" }
  private lazy var collectionView: GalleryCollectionView = {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 140, height: 180)
    layout.minimumLineSpacing = 8
    let view = GalleryCollectionView(frame: .zero, collectionViewLayout: layout)
    view.backgroundColor = .systemBackground
    return view
  }()

  override func loadView() {
    view = collectionView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.dataSource = self
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    collectionView.refreshKit.trailer = SimpleTrailer { [weak self] in await self?.loadMore() }
  }

  /// Appends six photos, after a moment.
  private func loadMore() async {
    try? await Task.sleep(nanoseconds: 500_000_000)
    let next = photos.count + 1
    photos += (next..<next + 6).map { "Photo \($0)" }
    collectionView.reloadData()
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    photos.count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    cell.backgroundColor = .secondarySystemBackground
    cell.accessibilityLabel = photos[indexPath.item]
    cell.isAccessibilityElement = true
    return cell
  }
}
