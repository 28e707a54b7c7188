// The UIKit screens: one controller whose scroll view is the screen's (a table with a large title and a search
// controller, a compositional or horizontal collection view, a table whose controller writes contentInset in
// viewDidLayoutSubviews, a table under the keyboard), hosted in a navigation controller, or in a sheet with detents.
import RefreshKit
import RefreshKitTools
import RefreshKitUIKit
import SwiftUI
import UIKit

/// The screen under check, with its components attached through `scrollView.refreshKit`.
@MainActor final class CheckListController: UIViewController, UITableViewDataSource, UICollectionViewDataSource {
  let screen: CheckScreen
  let probe: CheckProbe
  private let beginsOnLoad: Bool
  private var rows = (0..<40).map { "Row \($0)" }
  private(set) var scrollView = UIScrollView()
  private var diffable: UICollectionViewDiffableDataSource<Int, String>?

  init(screen: CheckScreen, probe: CheckProbe, beginsOnLoad: Bool) {
    self.screen = screen
    self.probe = probe
    self.beginsOnLoad = beginsOnLoad
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  override func loadView() {
    switch screen {
    case .compositional:
      let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
      let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
      let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, row in
        var content = cell.defaultContentConfiguration()
        content.text = row
        cell.contentConfiguration = content
      }
      diffable = UICollectionViewDiffableDataSource(collectionView: collection) { view, path, row in
        view.dequeueConfiguredReusableCell(using: cell, for: path, item: row)
      }
      scrollView = collection
    case .trailer, .trailerArabic:
      let layout = UICollectionViewFlowLayout()
      layout.scrollDirection = .horizontal
      layout.itemSize = CGSize(width: 140, height: 180)
      let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
      collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      collection.dataSource = self
      collection.alwaysBounceHorizontal = true
      if screen == .trailerArabic { collection.semanticContentAttribute = .forceRightToLeft }
      scrollView = collection
    default:
      let table = UITableView(frame: .zero, style: screen == .table ? .plain : .insetGrouped)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      table.dataSource = self
      if screen == .keyboard {
        let field = UISearchBar()
        field.sizeToFit()
        field.accessibilityIdentifier = "keyboard-field"
        table.tableHeaderView = field
        table.keyboardDismissMode = .interactive
      }
      scrollView = table
    }
    scrollView.backgroundColor = .systemBackground
    scrollView.accessibilityIdentifier = "checked-list"
    view = scrollView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = screen == .table ? "Inbox" : "Check"
    if screen == .table {
      navigationItem.largeTitleDisplayMode = .always
      let search = UISearchController(searchResultsController: nil)
      navigationItem.searchController = search
      navigationItem.hidesSearchBarWhenScrolling = true
    }
    apply()
    let probe = probe
    if screen.pulled == "trailer" {
      let trailer = SimpleTrailer { [weak self] in self?.finishSoon("trailer") }
      if screen == .trailerArabic { trailer.language = "ar" }
      scrollView.refreshKit.trailer = probe.adopt(trailer, as: "trailer")
    } else {
      scrollView.refreshKit.header = probe.adopt(
        SimpleHeader { [weak self] in self?.finishSoon("header") }, as: "header")
      scrollView.refreshKit.footer = probe.adopt(
        SimpleAutoFooter { [weak self] in self?.finishSoon("footer", more: true) }, as: "footer")
    }
    probe.reload = { [weak self] in self?.reload() }
    probe.scroll = { [weak self] screens in self?.scroll(screens: screens) ?? .zero }
    probe.bars = { [weak self] top in self?.additionalSafeAreaInsets.top = top }
    if beginsOnLoad { probe.component(screen.pulled)?.beginRefreshing() }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // The app's own inset, written on every layout pass, as many apps do (RefreshKit keeps its hold apart).
    if screen == .insetWriter { scrollView.contentInset.bottom = 24 }
  }

  /// Ends the refresh a moment after its action started, adding rows for a load.
  private func finishSoon(_ name: String, more: Bool = false) {
    Task { [weak self] in
      try? await Task.sleep(nanoseconds: 300_000_000)
      guard let self else { return }
      if more {
        rows += (rows.count..<rows.count + 20).map { "Row \($0)" }
        apply()
      }
      probe.end(name)
    }
  }

  private func reload() {
    rows = (0..<40).map { "Row \($0) (reloaded)" }
    apply()
  }

  private func apply() {
    if let diffable {
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(rows)
      diffable.apply(snapshot, animatingDifferences: false)
    } else if let table = scrollView as? UITableView {
      table.reloadData()
    } else if let collection = scrollView as? UICollectionView {
      collection.reloadData()
    }
  }

  private func scroll(screens: Double) -> CGPoint {
    let top = -scrollView.adjustedContentInset.top
    let offset = CGPoint(x: scrollView.contentOffset.x, y: top + CGFloat(screens) * scrollView.bounds.height)
    scrollView.setContentOffset(offset, animated: false)
    return offset
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = rows[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { rows.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.backgroundColor = .secondarySystemBackground
    cell.accessibilityLabel = rows[indexPath.item]
    return cell
  }
}

/// The UIKit screen in a navigation controller with large titles, or in a sheet with detents over a plain one.
struct UIKitScreenHost: UIViewControllerRepresentable {
  let scenario: CheckScenario
  let probe: CheckProbe

  func makeUIViewController(context: Context) -> UINavigationController {
    let list = CheckListController(screen: scenario.screen, probe: probe, beginsOnLoad: scenario.beginsOnLoad)
    let navigation = UINavigationController()
    navigation.navigationBar.prefersLargeTitles = scenario.screen == .table
    // The navigation controller the list is in: the sheet's own, for the sheet.
    var listNavigation = navigation
    if scenario.screen == .sheet {
      let base = UIViewController()
      base.view.backgroundColor = .systemGroupedBackground
      navigation.viewControllers = [base]
      let sheet = UINavigationController(rootViewController: list)
      sheet.sheetPresentationController?.detents = [.medium(), .large()]
      sheet.sheetPresentationController?.prefersGrabberVisible = true
      sheet.isModalInPresentation = true
      listNavigation = sheet
      Task { @MainActor in
        try? await Task.sleep(nanoseconds: 300_000_000)
        navigation.present(sheet, animated: true)
      }
    } else {
      navigation.viewControllers = [list]
    }
    probe.pushAway = { [weak listNavigation] away in
      guard let navigation = listNavigation else { return }
      if away {
        let cover = UIViewController()
        cover.view.backgroundColor = .systemBackground
        cover.title = "Pushed over the list"
        navigation.pushViewController(cover, animated: true)
      } else {
        navigation.popViewController(animated: true)
      }
    }
    probe.pushAndPop = { [weak listNavigation] times, leaks in
      guard let navigation = listNavigation else { return }
      await Self.pushAndPop(times, on: navigation, screen: scenario.screen, leaks: leaks)
    }
    return navigation
  }

  func updateUIViewController(_ controller: UINavigationController, context: Context) {}

  static func dismantleUIViewController(_ controller: UINavigationController, coordinator: ()) {
    controller.presentedViewController?.dismiss(animated: false)
  }

  /// Pushes a fresh copy of the screen, begins its refresh, pops it while it refreshes; `times` times.
  @MainActor private static func pushAndPop(
    _ times: Int, on navigation: UINavigationController, screen: CheckScreen, leaks: RefreshLeakCheck
  ) async {
    for index in 1...max(times, 1) {
      let probe = CheckProbe()
      let pushed = CheckListController(screen: screen, probe: probe, beginsOnLoad: false)
      navigation.pushViewController(pushed, animated: true)
      try? await Task.sleep(nanoseconds: 500_000_000)
      probe.component(screen.pulled)?.beginRefreshing()
      leaks.watch(pushed, as: "controller \(index)")
      leaks.watch(pushed.scrollView, as: "scroll view \(index)")
      leaks.watch(pushed.scrollView.refreshKit, as: "scrollView.refreshKit \(index)")
      for (name, component) in probe.components { leaks.watch(component, as: "\(name) \(index)") }
      navigation.popViewController(animated: true)
      try? await Task.sleep(nanoseconds: 500_000_000)
    }
  }
}
