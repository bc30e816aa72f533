/// The fixed number format of every text LayoutShot writes (SVG, layout JSON): at most three
/// decimals, no trailing zeros, no "-0", so equal values always print the same bytes.
public enum DecimalFormat {
    /// `value` rounded to thousandths; round-trips to within 0.0005.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "0" : (value > 0 ? "1e308" : "-1e308") }
        let thousandths = (value * 1000).rounded()
        if thousandths == 0 { return "0" }
        if abs(thousandths) >= 9e15 { return String(value) }
        let magnitude = Int64(abs(thousandths))
        var text = (thousandths < 0 ? "-" : "") + String(magnitude / 1000)
        let fraction = magnitude % 1000
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: 3 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text
    }
}
