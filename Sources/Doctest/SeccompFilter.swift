#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The seccomp filter every program of an article runs under (bubblewrap's `--seccomp`): the
/// system calls a program printing and computing never needs, and that widen the kernel's
/// attack surface, fail with `EPERM` — io_uring, perf events, the kernel keyring, BPF,
/// userfaultfd, ptrace and process_vm access, kernel modules, new mount and namespace calls.
///
/// Made with Debian's libseccomp (`libseccomp2`, loaded when the first sandbox is made, so
/// building sitegen needs no headers) and written to a file that bwrap reads as a descriptor.
/// Where libseccomp is missing the sandbox has no filter, and `sitegen test --verbose` says so.
enum SeccompFilter {
    /// The denied system calls, by name (libseccomp knows their numbers on each architecture).
    static let denied = [
        "io_uring_setup", "io_uring_enter", "io_uring_register",
        "perf_event_open", "keyctl", "add_key", "request_key", "bpf", "userfaultfd",
        "ptrace", "process_vm_readv", "process_vm_writev", "kcmp",
        "init_module", "finit_module", "delete_module", "kexec_load", "kexec_file_load",
        "mount", "umount2", "pivot_root", "move_mount", "open_tree", "fsopen", "fsmount", "fsconfig",
        "unshare", "setns", "swapon", "swapoff", "reboot", "acct", "quotactl", "lookup_dcookie",
    ]

    /// A file holding the compiled filter (classic BPF, as the kernel takes it), written once
    /// per process into the temporary folder and removed when it exits (bwrap reads it as a
    /// descriptor for every sandbox); nil when libseccomp cannot be loaded here.
    static let file: String? = {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("sitegen-seccomp-\(getpid())-\(UUID().uuidString).bpf").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o400)
        guard descriptor >= 0 else { return nil }
        let written = compile(into: descriptor)
        close(descriptor)
        guard written else {
            unlink(path)
            return nil
        }
        Children.shared.using(path)
        atexit { if let path = SeccompFilter.file { unlink(path) } }
        return path
    }()

    private typealias Init = @convention(c) (UInt32) -> OpaquePointer?
    private typealias Resolve = @convention(c) (UnsafePointer<CChar>) -> Int32
    private typealias AddRule = @convention(c) (OpaquePointer?, UInt32, Int32, UInt32, UnsafeRawPointer?) -> Int32
    private typealias Export = @convention(c) (OpaquePointer?, Int32) -> Int32
    private typealias Release = @convention(c) (OpaquePointer?) -> Void

    /// `SCMP_ACT_ALLOW` and `SCMP_ACT_ERRNO(EPERM)` (seccomp.h).
    private static let allow: UInt32 = 0x7fff_0000
    private static let failWithEPERM: UInt32 = 0x0005_0000 | UInt32(EPERM)

    /// Writes the filter to `descriptor`; false when libseccomp is missing or refuses a rule.
    private static func compile(into descriptor: Int32) -> Bool {
        guard let library = dlopen("libseccomp.so.2", RTLD_NOW | RTLD_LOCAL) else { return false }
        defer { dlclose(library) }
        func symbol<T>(_ name: String, _: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: T.self) }
        }
        guard let initialize = symbol("seccomp_init", Init.self), let resolve = symbol("seccomp_syscall_resolve_name", Resolve.self),
              let addRule = symbol("seccomp_rule_add_array", AddRule.self), let export = symbol("seccomp_export_bpf", Export.self),
              let release = symbol("seccomp_release", Release.self), let context = initialize(allow) else { return false }
        defer { release(context) }
        for name in denied {
            let number = resolve(name)
            // A call this architecture does not have (`__NR_SCMP_ERROR`, negative) needs no rule.
            guard number >= 0 else { continue }
            guard addRule(context, failWithEPERM, number, 0, nil) == 0 else { return false }
        }
        return export(context, descriptor) == 0
    }
}
