// UniformTypeIdentifiers' `UTType` as a value, so that a model declaring its own type (to be dragged or shared)
// compiles where the framework does not exist. On Apple platforms it is the framework's own (re-exported, so
// nothing clashes); on Linux, the value declared here, with no type database behind it.
#if canImport(UniformTypeIdentifiers)
@_exported import UniformTypeIdentifiers
#else
@_exported import Foundation
#endif
