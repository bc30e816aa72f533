#if !canImport(CoreLocation)
/// A latitude or longitude in degrees, as CoreLocation's `CLLocationDegrees`.
public typealias CLLocationDegrees = Double
/// A distance in metres, as CoreLocation's `CLLocationDistance`.
public typealias CLLocationDistance = Double
/// The accuracy of a location in metres, as CoreLocation's `CLLocationAccuracy`.
public typealias CLLocationAccuracy = Double
/// A speed in metres per second, as CoreLocation's `CLLocationSpeed`.
public typealias CLLocationSpeed = Double
/// A direction in degrees from true north, as CoreLocation's `CLLocationDirection`.
public typealias CLLocationDirection = Double

/// A latitude and longitude on the WGS 84 reference frame, as CoreLocation's `CLLocationCoordinate2D`: a plain
/// value, neither `Equatable` nor `Hashable` (Apple's, imported from C, is neither).
public struct CLLocationCoordinate2D: Sendable {
    /// The latitude in degrees, positive north of the equator.
    public var latitude: CLLocationDegrees
    /// The longitude in degrees, positive east of the prime meridian.
    public var longitude: CLLocationDegrees

    /// The coordinate (0, 0).
    public init() {
        latitude = 0
        longitude = 0
    }

    /// The coordinate at `latitude`, `longitude`.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// The coordinate at `latitude`, `longitude`, as CoreLocation's function of that name.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// Whether `coordinate` lies within ±90° of latitude and ±180° of longitude, the ranges Apple's documentation of
/// `CLLocationCoordinate2DIsValid` gives.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
}

/// The invalid coordinate, as CoreLocation's `kCLLocationCoordinate2DInvalid` (−180, −180).
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)
#endif
