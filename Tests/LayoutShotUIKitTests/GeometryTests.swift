import Testing
import LayoutShotUIKit
