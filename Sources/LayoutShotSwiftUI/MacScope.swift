#if LAYOUTSHOT_APPLE_PATHS
// Built only by `LAYOUTSHOT_APPLE_PATHS=1` (Package.swift): the names `import Foundation` adds on a Mac, put in the
// scope of this module's files and of every file importing it, as `@_exported import Foundation` puts them there
// on a Mac, so that a use made ambiguous by one of them fails here as it would there.
@_exported import MacFoundationNames
#endif
