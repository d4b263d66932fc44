import Foundation

/// Folders of the sitegen package, found from this source file's place in it
/// (`Tests/SitegenTesting/PackagePaths.swift`), so tests work from any working directory.
public enum PackagePaths {
    /// The package root: the folder with `Package.swift`.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // SitegenTesting
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The real `templates/`.
    public static var templates: URL { root.appendingPathComponent("templates", isDirectory: true) }

    /// The real `content/`.
    public static var content: URL { root.appendingPathComponent("content", isDirectory: true) }

    /// The fixtures of a test target: `Tests/<target>/Fixtures`.
    public static func fixtures(of testTarget: String) -> URL {
        root.appendingPathComponent("Tests/\(testTarget)/Fixtures", isDirectory: true)
    }
}
