#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The compilers and programs sitegen runs (each in a process group of its own, `Subprocess`)
/// and the folders of the run's own (the doctests' scratch folder, the built-in theme's): when sitegen is stopped (Ctrl-C, SIGTERM, SIGHUP),
/// `stopAll()` kills every group and removes every folder before it exits — a compiler in a
/// group of its own never sees the terminal's Ctrl-C, and would otherwise run on.
public final class Children: @unchecked Sendable {
    public static let shared = Children()
    private let lock = NSLock()
    private var groups: Set<pid_t> = []
    private var folders: Set<String> = []
    /// Set when a signal stops sitegen: a group started after it is killed at once, and
    /// sitegen's own exit waits for the signal to end it (`stopOnSignals`).
    private var stopping = false
    private var parked = false

    func started(_ pid: pid_t) {
        let stopping = lock.withLock { () -> Bool in
            groups.insert(pid)
            return self.stopping
        }
        if stopping { kill(-pid, SIGKILL) }
    }
    func ended(_ pid: pid_t) { lock.withLock { _ = groups.remove(pid) } }
    /// A folder of this run's own, removed if sitegen is stopped before `done(with:)`.
    public func using(_ folder: String) { lock.withLock { _ = folders.insert(folder) } }
    public func done(with folder: String) { lock.withLock { _ = folders.remove(folder) } }

    /// The process groups running now, for tests.
    public var running: Int { lock.withLock { groups.count } }

    /// Kills every running group and removes every scratch folder.
    public func stopAll() {
        let (groups, folders) = lock.withLock { (self.groups, self.folders) }
        for group in groups { kill(-group, SIGKILL) }
        for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
    }

    /// Stops the children, then ends sitegen as the signal would have, on SIGINT, SIGTERM and
    /// SIGHUP. The run goes on meanwhile (its children die under it): should it reach its exit
    /// first, the exit waits there for the signal, and the folders are removed once more after
    /// it got there, so that nothing the run wrote in the meantime stays.
    public static func stopOnSignals() {
        atexit {
            guard Children.shared.lock.withLock({ () -> Bool in
                if Children.shared.stopping { Children.shared.parked = true }
                return Children.shared.stopping
            }) else { return }
            while true { pause() }
        }
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                shared.lock.withLock { shared.stopping = true }
                shared.stopAll()
                // A moment for the run to reach its exit, then what it left goes too.
                for _ in 0..<50 where !shared.lock.withLock({ shared.parked }) { usleep(10_000) }
                shared.stopAll()
                signal(signalNumber, SIG_DFL)
                kill(getpid(), signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }

    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
}
