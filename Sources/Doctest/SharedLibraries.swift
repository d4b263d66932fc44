import Files
import Foundation

/// The shared libraries a program loads, as the system's dynamic loader resolves them, and the
/// mounts that show a sandbox exactly those files — each at the path the loader asks for, through
/// the same symbolic links as on the host — rather than whole library folders.
enum SharedLibraries {
    /// The host's dynamic loader, which lists a program's libraries without running it
    /// (`ld.so --list`: it maps them and prints where they are; no code of the program or of its
    /// libraries runs, and the program's own interpreter field is never used).
    static let loader: String? = ["/lib64/ld-linux-x86-64.so.2", "/lib/ld-linux-aarch64.so.1", "/lib/ld-linux-armhf.so.3"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The files `executable` loads at start (the loader included), as absolute paths the way
    /// the loader names them; nil when they cannot be listed (no loader, a library not found).
    /// A static program loads none. Listed once per program as it is on disk: a program with
    /// tests runs once to list them and once per test.
    static func loaded(by executable: String, libraryPath: String?) -> [String]? {
        let status = FileStatus(executable)
        let key = [executable, libraryPath ?? "", "\(status?.size ?? -1)", "\(status?.modified ?? 0)", "\(status?.statusChanged ?? 0)"]
            .joined(separator: "\u{1}")
        if let known = listed.value[key] { return known }
        let found = list(executable, libraryPath: libraryPath)
        listed.mutate { memo in
            // A long `sitegen serve` compiles new programs at every save: the memo starts over.
            if memo.count >= 1024 { memo.removeAll() }
            memo[key] = found
        }
        return found
    }

    private static let listed = Locked([String: [String]?]())

    private static func list(_ executable: String, libraryPath: String?) -> [String]? {
        guard let loader else { return nil }
        var environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        if let libraryPath, !libraryPath.isEmpty { environment["LD_LIBRARY_PATH"] = libraryPath }
        let outcome = Subprocess.run(loader, ["--list", executable], environment: environment, timeout: 20)
        if outcome.standardError.contains("not a dynamic executable") || outcome.standardOutput.contains("statically linked") {
            return []
        }
        guard outcome.succeeded else { return nil }
        return parse(outcome.standardOutput)
    }

    /// The paths in the loader's listing: `name => /path (0x…)` and `/path (0x…)` lines; nil when
    /// a library is `not found`. The kernel's vDSO has no file.
    static func parse(_ listing: String) -> [String]? {
        var paths: [String] = []
        for line in listing.split(separator: "\n") {
            if line.contains("=> not found") { return nil }
            let resolved = line.range(of: "=> ").map { line[$0.upperBound...] } ?? line.drop { $0 == "\t" || $0 == " " }
            guard resolved.hasPrefix("/") else { continue }
            let path = resolved.range(of: " (0x").map { String(resolved[..<$0.lowerBound]) } ?? String(resolved)
            paths.append(path)
        }
        return paths
    }

    /// The libraries of the host's shell, which sets a sandbox's limits before it becomes the
    /// program (decided once per process).
    static let ofShell: [String] = loaded(by: Bubblewrap.hostShell, libraryPath: nil) ?? []

    /// bwrap arguments that make each of `paths` readable at its own path: every symbolic link on
    /// the way is made as the same link (`/lib` → `usr/lib`, `libstdc++.so.6` → `libstdc++.so.6.0.30`),
    /// and the file it leads to is mounted read-only. Only files inside `within` (folders, as
    /// resolved on the host) are mounted; a path that leads elsewhere, or through more than 40
    /// links, is left out, and the program fails to load rather than see it.
    static func mounts(for paths: [String], within folders: [String]) -> [String] {
        let allowed = folders.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
        var links: [String: String] = [:]
        var files: Set<String> = []
        for path in paths {
            var pending = Array(path.split(separator: "/").map(String.init).reversed())
            var current = ""
            var hops = 0
            var madeLinks: [String: String] = [:]
            while let component = pending.popLast(), hops <= 40 {
                if component == "." || component.isEmpty { continue }
                if component == ".." {
                    current = (current as NSString).deletingLastPathComponent
                    if current == "/" { current = "" }
                    continue
                }
                let next = current + "/" + component
                if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: next) {
                    hops += 1
                    madeLinks[next] = target
                    if target.hasPrefix("/") { current = "" }
                    pending.append(contentsOf: target.split(separator: "/").map(String.init).reversed())
                } else {
                    current = next
                }
            }
            let inside = allowed.contains { current == $0 || current.hasPrefix($0 == "/" ? "/" : $0 + "/") }
            guard hops <= 40, inside, FileManager.default.fileExists(atPath: current) else { continue }
            files.insert(current)
            links.merge(madeLinks) { first, _ in first }
        }
        // A link cannot be made inside a folder that is itself a link: the outer ones first.
        var arguments: [String] = []
        for (link, target) in links.sorted(by: { $0.key.count < $1.key.count }) {
            arguments += ["--symlink", target, link]
        }
        for file in files.sorted() {
            arguments += ["--ro-bind", file, file]
        }
        return arguments
    }
}
