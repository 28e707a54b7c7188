import Foundation

extension ScrollModel {
  /// The pull-to-refresh header. Assigning attaches it (detaching the one before, and detaching the new one from
  /// wherever it was); `nil` detaches. A detached component returns every inset it held and
  /// ends its refresh as ``RefreshResult/cancelled``.
  public var refreshHeader: RefreshHeader? {
    get { attachedComponents[RefreshSlot.header.rawValue] as? RefreshHeader }
    set { attach(newValue, in: .header) }
  }

  /// The load-more footer, an ``AutoRefreshFooter`` or a ``BackRefreshFooter``. Assigning attaches it; `nil`
  /// detaches.
  public var refreshFooter: RefreshFooter? {
    get { attachedComponents[RefreshSlot.footer.rawValue] as? RefreshFooter }
    set { attach(newValue, in: .footer) }
  }

  /// The horizontal load-more trailer. Assigning attaches it; `nil` detaches.
  public var refreshTrailer: RefreshTrailer? {
    get { attachedComponents[RefreshSlot.trailer.rawValue] as? RefreshTrailer }
    set { attach(newValue, in: .trailer) }
  }

  private func attach(_ component: RefreshComponent?, in slot: RefreshSlot) {
    let current = attachedComponents[slot.rawValue]
    guard current !== component else { return }
    current?.detach()
    guard let component else { return }
    component.detach()
    // Detaching may have run callbacks that attached something else here meanwhile: the last assignment wins.
    attachedComponents[slot.rawValue]?.detach()
    attachedComponents[slot.rawValue] = component
    component.attach(to: self, slot: slot)
  }
}
