#if !canImport(UIKit)
// The view's geometry lives in its layer, made only when something asks for it: until then the view keeps the
// plain layer's values itself. These accessors read and write whichever holds them, without going through the
// overridable view properties, as the layer's own properties would be read.
extension UIView {
    /// The layer's `frame`.
    var layerFrame: CGRect {
        get { madeLayer?.frame ?? unmadeLayer.frame }
        set {
            if let madeLayer { madeLayer.frame = newValue } else { unmadeLayer.frame = newValue }
        }
    }

    /// The layer's `bounds`.
    var layerBounds: CGRect {
        get { madeLayer?.bounds ?? unmadeLayer.bounds }
        set {
            if let madeLayer { madeLayer.bounds = newValue } else { unmadeLayer.bounds = newValue }
        }
    }

    /// The layer's `position`.
    var layerPosition: CGPoint {
        get { madeLayer?.position ?? unmadeLayer.position }
        set {
            if let madeLayer { madeLayer.position = newValue } else { unmadeLayer.position = newValue }
        }
    }

    /// The layer's `transform`.
    var layerTransform: CATransform3D {
        get { madeLayer?.transform ?? unmadeLayer.transform }
        set {
            if let madeLayer { madeLayer.transform = newValue } else { unmadeLayer.transform = newValue }
        }
    }

    /// The layer's `zPosition`.
    var layerZPosition: CGFloat {
        get { madeLayer?.zPosition ?? unmadeLayer.zPosition }
        set {
            if let madeLayer { madeLayer.zPosition = newValue } else { unmadeLayer.zPosition = newValue }
        }
    }

    /// Makes a layer of the view's own `layerClass` now, as UIKit does; a plain layer waits until asked for.
    func makeOwnClassLayer() {
        if ObjectIdentifier(type(of: self).layerClass) != ObjectIdentifier(CALayer.self) { _ = makeLayer() }
    }

    /// Makes the layer of `layerClass` and gives it the geometry kept so far.
    func makeLayer() -> CALayer {
        let made = (type(of: self).layerClass as? CALayer.Type ?? CALayer.self).init()
        if !unmadeLayer.isInitial { unmadeLayer.give(to: made) }
        madeLayer = made
        return made
    }
}
#endif
