// The one place that knows which C library the system has. Every module that makes POSIX calls imports
// VitrinePlatform instead of choosing between Glibc and Darwin itself.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif
