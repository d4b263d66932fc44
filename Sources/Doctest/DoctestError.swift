/// Why the doctests could not run at all (as opposed to a block failing): exit code 2.
public struct DoctestError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        case compilerNotFound
        case buildFolderNotFound(String?)
        case cannotWrite(String, String)

        var message: String {
            switch self {
            case .compilerNotFound:
                return "cannot find swiftc (put the Swift toolchain on the PATH or set SITEGEN_SWIFTC)"
            case .buildFolderNotFound(let path?):
                return "\(path) is not a build folder: it has no Modules/ (run 'swift build' first)"
            case .buildFolderNotFound(nil):
                return "cannot find the package's build folder with the core modules (run 'swift build' first, "
                    + "then run .build/debug/sitegen, or pass --build-path / set SITEGEN_BUILD_PATH)"
            case .cannotWrite(let path, let why):
                return "cannot write \(path): \(why)"
            }
        }
    }

    /// What went wrong.
    public var reason: Reason

    /// Creates the value.
    public init(_ reason: Reason) { self.reason = reason }

    /// The message as a compiler prints it: `error: …`.
    public var description: String { "error: \(reason.message)" }
}
