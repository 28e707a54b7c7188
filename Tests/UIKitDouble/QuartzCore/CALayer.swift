// Core Animation's layers and transactions, as far as the UIKit layer uses them. Part of the UIKit double.

// https://developer.apple.com/documentation/quartzcore/calayer
/// A layer. A change of an animatable property of a layer that backs no view animates implicitly (0.25 s) unless
/// the current transaction disables actions ("Core Animation Programming Guide", Changing a Layer's Default
/// Behavior; `CATransaction.setDisableActions(_:)`): the double records such changes in
/// ``CATransaction/implicitAnimations`` instead of animating, so a test can say none happened.
open class CALayer {
  /// Whether the layer is a view's own (`UIView.layer`): its changes never animate implicitly.
  public var isViewBacking = false
  open var frame: CGRect {
    get {
      let origin = CGPoint(x: position.x - bounds.width / 2, y: position.y - bounds.height / 2)
      return CGRect(origin: origin, size: bounds.size)
    }
    set {
      bounds.size = newValue.size
      position = CGPoint(x: newValue.midX, y: newValue.midY)
    }
  }
  // https://developer.apple.com/documentation/quartzcore/calayer/bounds
  open var bounds: CGRect = .zero { didSet { if bounds != oldValue { changed("bounds") } } }
  // https://developer.apple.com/documentation/quartzcore/calayer/position
  open var position: CGPoint = .zero { didSet { if position != oldValue { changed("position") } } }
  // https://developer.apple.com/documentation/quartzcore/calayer/ishidden
  open var isHidden: Bool = false { didSet { if isHidden != oldValue { changed("hidden") } } }
  // https://developer.apple.com/documentation/quartzcore/calayer/transform
  open var transform: CATransform3D = CATransform3DIdentity {
    didSet { if transform != oldValue { changed("transform") } }
  }
  // https://developer.apple.com/documentation/quartzcore/calayer/sublayers
  open private(set) var sublayers: [CALayer]?
  // https://developer.apple.com/documentation/quartzcore/calayer/superlayer
  open private(set) weak var superlayer: CALayer?

  public init() {}

  // https://developer.apple.com/documentation/quartzcore/calayer/addsublayer(_:)
  open func addSublayer(_ layer: CALayer) {
    layer.removeFromSuperlayer()
    sublayers = (sublayers ?? []) + [layer]
    layer.superlayer = self
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/removefromsuperlayer()
  open func removeFromSuperlayer() {
    guard let superlayer else { return }
    superlayer.sublayers?.removeAll { $0 === self }
    self.superlayer = nil
  }

  /// Records an implicit animation of `key` when one would run.
  func changed(_ key: String) {
    guard !isViewBacking, !CATransaction.disableActions() else { return }
    CATransaction.implicitAnimations.append((self, key))
  }
}

// https://developer.apple.com/documentation/quartzcore/cashapelayer
open class CAShapeLayer: CALayer {
  // https://developer.apple.com/documentation/quartzcore/cashapelayer/path
  open var path: CGPath? { didSet { changed("path") } }
  // https://developer.apple.com/documentation/quartzcore/cashapelayer/fillcolor
  open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
  // https://developer.apple.com/documentation/quartzcore/cashapelayer/strokecolor
  open var strokeColor: CGColor? { didSet { if strokeColor != oldValue { changed("strokeColor") } } }
  // https://developer.apple.com/documentation/quartzcore/cashapelayer/linewidth
  open var lineWidth: CGFloat = 1
  // https://developer.apple.com/documentation/quartzcore/cashapelayer/strokeend
  open var strokeEnd: CGFloat = 1 { didSet { if strokeEnd != oldValue { changed("strokeEnd") } } }
  // https://developer.apple.com/documentation/quartzcore/cashapelayer/linecap
  open var lineCap: CAShapeLayerLineCap = .butt
}

// https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap
public struct CAShapeLayerLineCap: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  public static let round = CAShapeLayerLineCap(rawValue: "round")
}

// https://developer.apple.com/documentation/quartzcore/catransaction
/// Nested transactions, each with its own "disable actions" flag (an inner transaction inherits the outer's
/// setting, as Core Animation's do) and completion block: "the completion block is called when all animations
/// subsequently added by this transaction group have completed or been removed. If no animations are added before
/// the current transaction group is committed … the completion block will be invoked immediately."
open class CATransaction {
  /// One `begin()`…`commit()` group: its completion waits for the animations added in it.
  public final class Group {
    var disablesActions: Bool
    var completion: (() -> Void)?
    var pending = 0
    var isCommitted = false

    init(disablesActions: Bool) { self.disablesActions = disablesActions }

    func animationDidFinish() {
      pending -= 1
      if isCommitted, pending == 0 { runCompletion() }
    }

    func runCompletion() {
      let block = completion
      completion = nil
      block?()
    }
  }

  private static var stack: [Group] = []
  /// The flag of the implicit transaction a change outside `begin()`/`commit()` joins: it commits, and the flag
  /// resets, at the end of the run loop's turn (the double's frame).
  private static var implicitDisablesActions = false
  /// The implicit animations that would have run, in order: the layer and the property's key. Cleared by a test.
  public static var implicitAnimations: [(layer: CALayer, key: String)] = []
  /// How many transactions were begun and not yet committed.
  public static var depth: Int { stack.count }

  static func currentGroup() -> Group? { stack.last }

  // https://developer.apple.com/documentation/quartzcore/catransaction/begin()
  open class func begin() {
    stack.append(Group(disablesActions: stack.last?.disablesActions ?? implicitDisablesActions))
  }
  // https://developer.apple.com/documentation/quartzcore/catransaction/commit()
  /// Commits with no `begin()` to match: Core Animation warns of them at run time; a test expects none.
  public static var unbalancedCommits = 0

  open class func commit() {
    guard let group = stack.popLast() else {
      unbalancedCommits += 1
      return
    }
    group.isCommitted = true
    if group.pending == 0 { group.runCompletion() }
  }
  // https://developer.apple.com/documentation/quartzcore/catransaction/setdisableactions(_:)
  open class func setDisableActions(_ flag: Bool) {
    if let group = stack.last { group.disablesActions = flag } else { implicitDisablesActions = flag }
  }
  // https://developer.apple.com/documentation/quartzcore/catransaction/disableactions()
  open class func disableActions() -> Bool { stack.last?.disablesActions ?? implicitDisablesActions }
  // https://developer.apple.com/documentation/quartzcore/catransaction/setcompletionblock(_:)
  open class func setCompletionBlock(_ block: (() -> Void)?) { stack.last?.completion = block }

  /// The run loop's turn ends: the implicit transaction commits.
  public static func commitImplicitTransaction() { implicitDisablesActions = false }
}
