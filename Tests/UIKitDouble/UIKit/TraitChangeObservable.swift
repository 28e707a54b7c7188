// Trait change registration (iOS 17). Part of the UIKit double.

// https://developer.apple.com/documentation/uikit/uitraitdefinition
/// A trait a view can register for. Each says whether it differs between two trait collections (the double's way
/// of comparing; UIKit compares the trait's value).
public protocol UITraitDefinition {
  static func differs(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool
}

// https://developer.apple.com/documentation/uikit/uitrait
public typealias UITrait = any UITraitDefinition.Type

// https://developer.apple.com/documentation/uikit/uitraituserinterfacestyle
public enum UITraitUserInterfaceStyle: UITraitDefinition {
  public static func differs(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool {
    old.userInterfaceStyle != new.userInterfaceStyle
  }
}

// https://developer.apple.com/documentation/uikit/uitraitpreferredcontentsizecategory
/// The text size: the double's ``UITraitCollection/contentSizeScale``.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
  public static func differs(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool {
    old.contentSizeScale != new.contentSizeScale
  }
}

// https://developer.apple.com/documentation/uikit/uitraitlayoutdirection
public enum UITraitLayoutDirection: UITraitDefinition {
  public static func differs(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool {
    old.layoutDirection != new.layoutDirection
  }
}

// https://developer.apple.com/documentation/uikit/uitraitaccessibilitycontrast
public enum UITraitAccessibilityContrast: UITraitDefinition {
  public static func differs(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool {
    old.accessibilityContrast != new.accessibilityContrast
  }
}

// https://developer.apple.com/documentation/uikit/uitraituserinterfacelevel
public enum UITraitUserInterfaceLevel: UITraitDefinition {
  public static func differs(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool {
    old.userInterfaceLevel != new.userInterfaceLevel
  }
}

// https://developer.apple.com/documentation/uikit/uitraitlegibilityweight
public enum UITraitLegibilityWeight: UITraitDefinition {
  public static func differs(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool {
    old.legibilityWeight != new.legibilityWeight
  }
}

// https://developer.apple.com/documentation/uikit/uitraitdisplayscale
public enum UITraitDisplayScale: UITraitDefinition {
  public static func differs(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool {
    old.displayScale != new.displayScale
  }
}

// https://developer.apple.com/documentation/uikit/uitraitchangeregistration
/// A registration, to unregister with.
public protocol UITraitChangeRegistration: NSObjectProtocol, Sendable {}

/// One registration of a view: its traits and its handler.
final class TraitChangeRegistration: NSObject, UITraitChangeRegistration, @unchecked Sendable {
  let traits: [UITrait]
  let handler: @MainActor (UIView, UITraitCollection) -> Void

  init(traits: [UITrait], handler: @escaping @MainActor (UIView, UITraitCollection) -> Void) {
    (self.traits, self.handler) = (traits, handler)
  }
}

// https://developer.apple.com/documentation/uikit/uitraitchangeobservable
/// iOS 17's registration for trait changes: "the system calls the handler when any of the traits you register for
/// changes value" (`registerForTraitChanges(_:handler:)`), with the view and its previous trait collection. UIKit
/// still calls the deprecated `traitCollectionDidChange(_:)` of a view that overrides it (assumed from its
/// deprecation note, "Use the trait change registration APIs declared by the UITraitChangeObservable protocol"):
/// the double calls both, `traitCollectionDidChange(_:)` first (the order is not documented), so that a view doing
/// its work in both is seen doing it twice.
extension UIView {
  // https://developer.apple.com/documentation/uikit/uitraitchangeobservable/registerfortraitchanges(_:handler:)
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UIView>(
    _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeRegistration(traits: traits) { view, previous in
      if let view = view as? TraitEnvironment { handler(view, previous) }
    }
    traitChangeRegistrations.append(registration)
    return registration
  }

  // https://developer.apple.com/documentation/uikit/uitraitchangeobservable/unregisterfortraitchanges(_:)
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitChangeRegistrations.removeAll { $0 === registration }
  }

  /// Calls the handlers of the registrations for a trait that differs between `previous` and `traits`.
  func callTraitChangeHandlers(previous: UITraitCollection, traits: UITraitCollection) {
    for registration in traitChangeRegistrations
    where registration.traits.contains(where: { $0.differs(previous, traits) }) {
      registration.handler(self, previous)
    }
  }
}
