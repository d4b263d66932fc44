import Diagnostics
import Foundation
import Rendering

/// Static files of the theme (`templates/assets/`: CSS, JavaScript, icons), copied into
/// the site's `assets/` folder as they are.
enum Assets {
    static func load(from templatesDirectory: URL, displayDirectory: String) throws(DiagnosticError) -> [OutputFile] {
        let folder = templatesDirectory.appendingPathComponent("assets")
        let fileManager = FileManager.default
        guard let enumerator = fileManager.enumerator(atPath: folder.path) else { return [] }
        var files: [OutputFile] = []
        while let relative = enumerator.nextObject() as? String {
            // Hidden files and everything in hidden folders (.git/, .cache/) stay out of the site.
            if (relative as NSString).lastPathComponent.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            let url = folder.appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            guard let data = fileManager.contents(atPath: url.path) else {
                throw DiagnosticError("cannot read this asset", at: SourceLocation(file: "\(displayDirectory)/assets/\(relative)", line: 0))
            }
            files.append(OutputFile(path: "assets/" + relative, contents: data))
        }
        return files.sorted { $0.path < $1.path }
    }
}
