#if !canImport(UIKit)
import Foundation

/// The values of a `UIListContentConfiguration`, each as UIKit's property of the same name.
struct ListContentConfigurationFields: Hashable {
    var image: UIImage?
    var imageProperties = UIListContentImageProperties()
    var text: String?
    var attributedText: NSAttributedString?
    var textProperties: UIListContentTextProperties
    var secondaryText: String?
    var secondaryAttributedText: NSAttributedString?
    var secondaryTextProperties: UIListContentTextProperties
    var directionalLayoutMargins: NSDirectionalEdgeInsets
    var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    var prefersSideBySideTextAndSecondaryText = false
    var imageToTextPadding = ListCellMetrics.imageToTextPadding
    var textToSecondaryTextHorizontalPadding = ListCellMetrics.standardSpacing
    var textToSecondaryTextVerticalPadding = ListCellMetrics.textToSecondaryTextVerticalPadding
    let style: UIListContentConfiguration.Style

    init(
        style: UIListContentConfiguration.Style, textProperties: UIListContentTextProperties,
        secondaryTextProperties: UIListContentTextProperties, directionalLayoutMargins: NSDirectionalEdgeInsets
    ) {
        self.style = style
        self.textProperties = textProperties
        self.secondaryTextProperties = secondaryTextProperties
        self.directionalLayoutMargins = directionalLayoutMargins
    }
}

/// The shared box a list content configuration keeps its values in; a configuration copies it before changing
/// it when another one shares it.
final class ListContentConfigurationStorage {
    var fields: ListContentConfigurationFields

    init(_ fields: ListContentConfigurationFields) {
        self.fields = fields
    }
}
#endif
