#if canImport(UIKit)
  import QuartzCore
  import RefreshKit
  import UIKit

  /// The view that draws one component from its presentation model: the title, the last-updated text, the arrow, the
  /// activity indicator and the circle (a `CAShapeLayer`), as the leaf has them.
  ///
  /// It decides nothing: ``update()`` copies what the component says (its frame in the content, its alpha, whether it
  /// is hidden, and the leaf's `title`, `lastUpdatedText`, `arrowRotation`, `isActivityIndicatorAnimating` or
  /// circle `strokeEnd` and `rotation`) onto the subviews.
  ///
  /// ## Subclassing
  ///
  /// Set ``ScrollViewRefreshKit/viewClass`` to your subclass to draw custom leaves. Override ``update()``, call
  /// `super` first, and read your leaf's presentation properties from ``component``.
  @MainActor open class RefreshComponentView: UIView {
    /// The component this view draws.
    public let component: RefreshComponent
    /// The state title and, below it, the last-updated text.
    public let titleLabel = UILabel()
    /// The last-updated text of a header that shows one.
    public let lastUpdatedLabel = UILabel()
    /// The arrow of a simple header, turned by its `arrowRotation`.
    public let arrowLabel = UILabel()
    /// The spinner shown while the leaf says its activity indicator animates.
    public let activityIndicator = UIActivityIndicatorView(style: .medium)
    /// The circle of a circle-loading leaf.
    public let circleLayer = CAShapeLayer()
    private var observation: RefreshObservation?

    /// A view that draws `component`.
    ///
    /// - Parameter component: The component to draw.
    public required init(component: RefreshComponent) {
      self.component = component
      super.init(frame: .zero)
      titleLabel.textAlignment = .center
      lastUpdatedLabel.textAlignment = .center
      arrowLabel.text = "↓"
      activityIndicator.hidesWhenStopped = true
      circleLayer.fillColor = nil
      circleLayer.strokeColor = UIColor.gray.cgColor
      circleLayer.lineWidth = 2
      for view in [titleLabel, lastUpdatedLabel, arrowLabel, activityIndicator] as [UIView] { addSubview(view) }
      layer.addSublayer(circleLayer)
      observation = component.observe { [weak self] _ in self?.update() }
      update()
    }

    /// Not supported: a component view is made for a component.
    public required init?(coder: NSCoder) { nil }

    /// Copies the component's presentation onto the view; called on every scroll, state change and frame.
    open func update() {
      frame = component.frame
      alpha = component.alpha
      isHidden = component.isHidden
      let bounds = CGRect(origin: .zero, size: component.frame.size)
      titleLabel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 2)
      lastUpdatedLabel.frame = CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
      let side = min(bounds.height, 30)
      let accessory = CGRect(x: bounds.width / 2 - 110, y: (bounds.height - side) / 2, width: side, height: side)
      arrowLabel.frame = accessory
      activityIndicator.frame = accessory
      circleLayer.frame = accessory
      titleLabel.text = (component as? any StateTitled)?.title
      if let header = component as? StateHeader {
        lastUpdatedLabel.text = header.lastUpdatedText
        lastUpdatedLabel.isHidden = header.isLastUpdatedTimeHidden
        titleLabel.isHidden = header.isTitleHidden
      } else {
        lastUpdatedLabel.isHidden = true
      }
      if let simple = component as? SimpleHeader {
        arrowLabel.isHidden = simple.isArrowHidden
        arrowLabel.transform = CGAffineTransform(rotationAngle: simple.arrowRotation)
        animate(simple.isActivityIndicatorAnimating)
      } else {
        arrowLabel.isHidden = true
        animate(false)
      }
      if let circle = component as? CircleLoadingHeader {
        drawCircle(circle.circleLoading)
      } else if let circle = component as? CircleLoadingFooter {
        drawCircle(circle.circleLoading)
      } else {
        circleLayer.isHidden = true
      }
    }

    private func animate(_ animating: Bool) {
      if animating { activityIndicator.startAnimating() } else { activityIndicator.stopAnimating() }
    }

    private func drawCircle(_ circle: CircleLoading) {
      circleLayer.isHidden = false
      let radius = circleLayer.frame.width / 2
      circleLayer.path =
        UIBezierPath(
          arcCenter: CGPoint(x: radius, y: radius), radius: radius - 1, startAngle: 0, endAngle: 2 * .pi,
          clockwise: true
        ).cgPath
      circleLayer.strokeEnd = circle.strokeEnd
      circleLayer.transform = CATransform3DMakeRotation(circle.rotation, 0, 0, 1)
    }
  }
#endif
