// Foundation's key-value observing in Swift, which swift-corelibs-foundation lacks. Part of the UIKit double.
@_exported import Foundation
@_exported import QuartzCore

// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let new = NSKeyValueObservingOptions(rawValue: 1)
  public static let old = NSKeyValueObservingOptions(rawValue: 2)
  public static let initial = NSKeyValueObservingOptions(rawValue: 4)
}

// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange
public struct NSKeyValueObservedChange<Value> {
  public let newValue: Value?
  public let oldValue: Value?
}

// https://developer.apple.com/documentation/foundation/nskeyvalueobservation
/// A registration: it ends at `invalidate()` or when the observation is released ("the observation stops when the
/// returned object is deallocated").
public final class NSKeyValueObservation: @unchecked Sendable {
  let id: Int

  init(id: Int) { self.id = id }

  // https://developer.apple.com/documentation/foundation/nskeyvalueobservation/invalidate()
  public func invalidate() { KeyValueObservers.remove(id) }

  deinit { KeyValueObservers.remove(id) }
}

// https://developer.apple.com/documentation/swift/using-key-value-observing-in-swift
public protocol _KeyValueCodingAndObserving: AnyObject {}
extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
  /// Calls `changeHandler` after each change of the property at `keyPath`, synchronously, on the thread that made
  /// the change (Key-Value Observing Programming Guide: "observers are notified … on the thread the change
  /// occurred"). The handler is `@Sendable` in the SDK's Foundation interface, as here. The key path must name the
  /// property with the class that declares it as root (`\UIScrollView.contentOffset`), which is what
  /// `scrollView.observe(\.contentOffset)` on a `UIScrollView` makes.
  @preconcurrency public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    let id = KeyValueObservers.add(object: self, keyPath: keyPath) { object, old, new in
      guard let object = object as? Self else { return }
      changeHandler(
        object,
        NSKeyValueObservedChange(
          newValue: options.contains(.new) ? new as? Value : nil,
          oldValue: options.contains(.old) ? old as? Value : nil))
    }
    if options.contains(.initial) {
      changeHandler(self, NSKeyValueObservedChange(newValue: self[keyPath: keyPath], oldValue: nil))
    }
    return NSKeyValueObservation(id: id)
  }
}

/// Every registration of the process, behind a lock: observations are made on the main thread and changes may be
/// posted from any.
public enum KeyValueObservers {
  fileprivate struct Registration {
    let id: Int
    weak var object: AnyObject?
    let key: String
    let handler: @Sendable (AnyObject, Any?, Any?) -> Void
  }

  private final class Store: @unchecked Sendable {
    let lock = NSLock()
    var next = 0
    var registrations: [Registration] = []
    var unmodelled: [String] = []
    /// How many changes with several observers were shuffled (with an ``orderSeed``).
    var changes: UInt64 = 0
  }

  /// SplitMix64: the same sequence for the same seed.
  private struct SeededOrder: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  private static let store = Store()

  /// Called on the main thread, where the layer observes.
  fileprivate static func add(
    object: AnyObject, keyPath: AnyKeyPath, handler: @escaping @Sendable (AnyObject, Any?, Any?) -> Void
  ) -> Int {
    let key = MainActor.assumeIsolated { keys[keyPath] }
    store.lock.lock()
    defer { store.lock.unlock() }
    store.next += 1
    if let key {
      store.registrations.append(Registration(id: store.next, object: object, key: key, handler: handler))
    } else {
      store.unmodelled.append(String(describing: keyPath))
    }
    return store.next
  }

  fileprivate static func remove(_ id: Int) {
    store.lock.lock()
    store.registrations.removeAll { $0.id == id || $0.object == nil }
    store.lock.unlock()
  }

  /// How many live registrations observe `object`.
  public static func count(on object: AnyObject) -> Int {
    store.lock.lock()
    defer { store.lock.unlock() }
    return store.registrations.filter { $0.object === object }.count
  }

  /// The key paths nobody models, as observed: a test expects none.
  public static var unmodelled: [String] {
    store.lock.lock()
    defer { store.lock.unlock() }
    return store.unmodelled
  }

  /// The seed of the order in which several observers of one key are called: Apple documents no order, so a seed
  /// other than 0 shuffles them, differently at each change and the same on every run of that seed. 0, the default
  /// (and CI's), calls them in the order they registered. Read from the environment variable `UIKIT_DOUBLE_SEED`
  /// (`Scripts/test-uikit-seeds.sh` runs the UIKit suite on 20 seeds).
  public static let orderSeed: UInt64 = {
    UInt64(ProcessInfo.processInfo.environment["UIKIT_DOUBLE_SEED"] ?? "") ?? 0
  }()

  /// Tells the observers of `key` on `object` that it changed from `old` to `new`, on this thread, in the order they
  /// registered or, with an ``orderSeed``, in a shuffled order (assumed: Apple does not document the order in which
  /// two observers of one key are called). A registration made or ended by a handler counts from the next change.
  public static func didChange(_ object: AnyObject, _ key: String, old: Any?, new: Any?) {
    store.lock.lock()
    var handlers = store.registrations.filter { $0.object === object && $0.key == key }.map {
      ($0.id, $0.handler)
    }
    if orderSeed != 0, handlers.count > 1 {
      store.changes &+= 1
      var generator = SeededOrder(seed: orderSeed &+ store.changes &* 0x9E37_79B9_7F4A_7C15)
      handlers.shuffle(using: &generator)
    }
    store.lock.unlock()
    for (id, handler) in handlers where isRegistered(id) { handler(object, old, new) }
  }

  private static func isRegistered(_ id: Int) -> Bool {
    store.lock.lock()
    defer { store.lock.unlock() }
    return store.registrations.contains { $0.id == id }
  }
}

extension KeyValueObservers {
  /// The observable properties the double posts changes of, by key path: each rooted at its class and at the
  /// double's subclasses of it.
  @MainActor static let keys: [AnyKeyPath: String] = {
    var keys: [AnyKeyPath: String] = [:]
    @MainActor func scrollView<Root: UIScrollView>(_: Root.Type) {
      keys[\Root.contentOffset] = "contentOffset"
      keys[\Root.contentSize] = "contentSize"
      keys[\Root.contentInset] = "contentInset"
      keys[\Root.adjustedContentInset] = "adjustedContentInset"
      keys[\Root.contentInsetAdjustmentBehavior] = "contentInsetAdjustmentBehavior"
      keys[\Root.bounds] = "bounds"
      keys[\Root.frame] = "frame"
      keys[\Root.refreshControl] = "refreshControl"
    }
    scrollView(UIScrollView.self)
    scrollView(UITableView.self)
    scrollView(UICollectionView.self)
    keys[\UIView.bounds] = "bounds"
    keys[\UIView.frame] = "frame"
    @MainActor func recognizer<Root: UIGestureRecognizer>(_: Root.Type) { keys[\Root.state] = "state" }
    recognizer(UIGestureRecognizer.self)
    recognizer(UIPanGestureRecognizer.self)
    return keys
  }()
}
