#if canImport(UIKit)
  import QuartzCore
  import RefreshKit
  import UIKit

  /// Drawing a presentation's accessory: one subview (or the ring's layer) per kind, the others hidden.
  extension RefreshComponentView {
    /// The side of the ring, in points.
    static let ringSide: CGFloat = 24

    /// Whether `a` and `b` take the same layout: the same kind, arrow direction, image name and result mark.
    static func hasSameShape(_ a: RefreshPresentation.Accessory, _ b: RefreshPresentation.Accessory) -> Bool {
      switch (a, b) {
      case (.none, .none), (.activityIndicator, .activityIndicator), (.ring, .ring): true
      case (.arrow(let first, _), .arrow(let second, _)): first == second
      case (.image(let first), .image(let second)): first.name == second.name
      case (.result(let first), .result(let second)): first == second
      default: false
      }
    }

    /// Shows `accessory` and hides the other kinds.
    func drawAccessory(_ accessory: RefreshPresentation.Accessory) {
      var arrow: (RefreshPresentation.ArrowDirection, CGFloat)?
      var ring: (strokeEnd: CGFloat, rotation: CGFloat)?
      var picture: UIImage?
      var spins = false
      switch accessory {
      case .none: break
      case .arrow(let direction, let rotation): arrow = (direction, rotation)
      case .activityIndicator: spins = true
      case .ring(let strokeEnd, let rotation): ring = (strokeEnd, rotation)
      case .image(let frame): picture = image(for: frame)
      case .result(let mark): picture = Self.symbol(mark == .success ? "checkmark" : "xmark")
      }
      drawArrow(arrow)
      drawRing(ring)
      imageView.image = picture
      imageView.isHidden = picture == nil
      if spins != activityIndicator.isAnimating {
        if spins { activityIndicator.startAnimating() } else { activityIndicator.stopAnimating() }
      }
    }

    /// The picture of `frame`, asked only when the frame changes.
    private func image(for frame: RefreshImage) -> UIImage? {
      if let shownImage, shownImage.frame == frame { return shownImage.picture }
      let picture = picture(named: frame)
      shownImage = (frame, picture)
      return picture
    }

    /// The picture `image` names: in the style's ``RefreshViewStyle/imageBundle`` when it gives one, else from
    /// ``imageProvider``.
    func picture(named image: RefreshImage) -> UIImage? {
      guard let bundle = style?.imageBundle ?? RefreshViewStyle.appWide.imageBundle else { return imageProvider(image) }
      return UIImage(named: image.name, in: bundle, compatibleWith: nil)
    }

    /// A symbol image in the title's text style.
    static func symbol(_ name: String) -> UIImage? {
      UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(textStyle: .headline))
    }

    private func drawArrow(_ arrow: (direction: RefreshPresentation.ArrowDirection, rotation: CGFloat)?) {
      let wasHidden = arrowView.isHidden
      arrowView.isHidden = arrow == nil
      guard let arrow else { return }
      if arrow.direction != drawnArrowDirection {
        drawnArrowDirection = arrow.direction
        if let custom = customArrowImage(arrow.direction) {
          arrowView.image = custom
        } else {
          switch arrow.direction {
          case .up: arrowView.image = Self.symbol("arrow.up")
          case .down: arrowView.image = Self.symbol("arrow.down")
          case .left: arrowView.image = Self.symbol("arrow.left")
          case .right: arrowView.image = Self.symbol("arrow.right")
          }
        }
      }
      guard arrow.rotation != drawnRotation.arrow else { return }
      drawnRotation.arrow = arrow.rotation
      // A half turn is ambiguous to an animation: a hair less than π turns it clockwise, as the model says.
      let angle = abs(arrow.rotation - .pi) < 1e-9 ? .pi - 1e-6 : arrow.rotation
      let transform = CGAffineTransform(rotationAngle: angle)
      // With Reduce Motion on the arrow turns at once, as UIKit's own controls do. The defaults read once: each read
      // copies the whole configuration.
      let configuration = RefreshConfiguration.default
      if wasHidden || configuration.reducesMotion {
        arrowView.transform = transform
      } else {
        UIView.animate(withDuration: configuration.fastAnimationDuration) {
          self.arrowView.transform = transform
        }
      }
    }

    private func drawRing(_ ring: (strokeEnd: CGFloat, rotation: CGFloat)?) {
      guard ring != nil || !circleLayer.isHidden else { return }  // no ring, none shown: no transaction
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      circleLayer.isHidden = ring == nil
      if let ring {
        circleLayer.strokeEnd = ring.strokeEnd
        if ring.rotation != drawnRotation.ring {
          drawnRotation.ring = ring.rotation
          circleLayer.transform = CATransform3DMakeRotation(ring.rotation, 0, 0, 1)
        }
      }
      CATransaction.commit()
    }

    /// The size `accessory` takes, or nil when it takes none (no accessory, or an image with no picture).
    func accessorySize(_ accessory: RefreshPresentation.Accessory) -> CGSize? {
      switch accessory {
      case .none:
        return nil
      case .arrow:
        return arrowView.image?.size
      case .activityIndicator:
        return activityIndicator.intrinsicContentSize
      case .ring:
        let side = max(0, min(Self.ringSide, bounds.height - 4))
        return CGSize(width: side, height: side)
      case .image, .result:
        guard let size = imageView.image?.size, size.width > 0, size.height > 0 else { return nil }
        let scale = min(1, bounds.height / size.height)
        return CGSize(width: size.width * scale, height: size.height * scale)
      }
    }

    /// Places the shown accessory in `frame`.
    func placeAccessory(in frame: CGRect) {
      let center = CGPoint(x: frame.midX, y: frame.midY)
      let bounds = CGRect(origin: .zero, size: frame.size)
      // The arrow and the ring turn: their bounds and centre are set, never their frame.
      arrowView.bounds = bounds
      arrowView.center = center
      activityIndicator.frame = frame
      imageView.frame = frame
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      if circleLayer.bounds != bounds {
        circleLayer.bounds = bounds
        let radius = max(0, frame.height / 2 - circleLayer.lineWidth)  // a square: the ring's size, side × side
        circleLayer.path =
          UIBezierPath(
            arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius, startAngle: -.pi / 2,
            endAngle: 3 * .pi / 2, clockwise: true
          ).cgPath
      }
      circleLayer.position = center
      CATransaction.commit()
    }
  }
#endif
