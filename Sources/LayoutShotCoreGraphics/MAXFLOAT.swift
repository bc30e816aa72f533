#if !canImport(Darwin)
/// The largest finite `Float`, as the C macro `MAXFLOAT` that Darwin's math header exports and Glibc's does not.
public let MAXFLOAT: Float = .greatestFiniteMagnitude
#endif
