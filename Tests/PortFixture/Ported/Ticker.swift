import LayoutShotUIKit
import Foundation

/// Names its action with a selector, in a file that imports only Foundation (UIKit comes from elsewhere in the
/// app, as an umbrella header gives it).
public final class Ticker: NSObject {
    public var action: Selector { Selector("fire") }
    public func fire() {}
}
