#if !canImport(CoreLocation)
import Foundation

/// A location with its accuracy and time, as CoreLocation's `CLLocation`: the values a model keeps, made only by
/// its initializers (nothing here measures a location). An `NSObject` as Apple's is, so it is equal only to
/// itself, as Apple's; `distance(from:)` is left out, as Apple does not document the geodesic it measures along.
open class CLLocation: NSObject, @unchecked Sendable {
    /// The latitude and longitude.
    public let coordinate: CLLocationCoordinate2D
    /// The altitude above mean sea level, in metres.
    public let altitude: CLLocationDistance
    /// The radius of uncertainty of the coordinate, in metres; negative when the coordinate is invalid.
    public let horizontalAccuracy: CLLocationAccuracy
    /// The accuracy of the altitude, in metres; negative when the altitude is invalid.
    public let verticalAccuracy: CLLocationAccuracy
    /// The direction of travel in degrees from true north; negative when unknown.
    public let course: CLLocationDirection
    /// The speed in metres per second; negative when unknown.
    public let speed: CLLocationSpeed
    /// When the location was determined.
    public let timestamp: Date

    /// A location at `latitude`, `longitude` with altitude and accuracies 0 and the current time, as Apple's
    /// documentation of this initializer says; course and speed unknown (−1).
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(
            coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
            horizontalAccuracy: 0, verticalAccuracy: 0, course: -1, speed: -1, timestamp: Date())
    }

    /// A location with its altitude, accuracies and time; unknown course and speed.
    public convenience init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
        verticalAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.init(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: horizontalAccuracy,
            verticalAccuracy: verticalAccuracy, course: -1, speed: -1, timestamp: timestamp)
    }

    /// A location with every value given.
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
        verticalAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        self.course = course
        self.speed = speed
        self.timestamp = timestamp
    }
}
#endif
