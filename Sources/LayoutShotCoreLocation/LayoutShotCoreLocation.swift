// CoreLocation's values, so that a model holding a coordinate compiles where CoreLocation does not exist. On Apple
// platforms they are CoreLocation's own (re-exported, so nothing clashes); on Linux, the values declared here.
// Nothing here locates anything: the location manager, geocoding and regions are platform services, left out.
#if canImport(CoreLocation)
@_exported import CoreLocation
#else
@_exported import Foundation
#endif
