import Content
import Foundation

// libFuzzer entry point for scripts/fuzz.sh: the build record's reader (see FuzzArticle.swift
// for how the script builds it).
//
// Each input is a record file as a build leaves it beside its output folder: a head line
// (checksum, space, JSON), then checksummed frames of binary runs. The entry reads it the way
// `BuildRecord.decoded` does — the head's checksum, the frames, each frame's checksum — and
// then reads every frame's body as the runs' readers do (strings, counts, numbers, flags,
// lists), whether or not its checksum matched, so that a reader meeting any bytes is fuzzed.
// `RecordBytes.Damaged` is the expected answer to bad bytes; a crash, a sanitizer report, a
// timeout or running out of memory is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecord(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    let lineBreak = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
    if let space = bytes[..<lineBreak].firstIndex(of: UInt8(ascii: " ")) {
        _ = bytes[(space + 1)..<lineBreak].withUnsafeBytes(RecordBytes.checksum)
    }
    let rest = lineBreak < bytes.endIndex ? bytes[(lineBreak + 1)...] : Data()
    for count in [nil, 1, 3] as [Int?] {
        guard let (frames, _) = try? RecordBytes.frames(in: rest, count: count) else { continue }
        for frame in frames {
            let body = (try? RecordBytes.verified(frame)) ?? frame.dropFirst(min(8, frame.count))
            body.withUnsafeBytes { raw in
                // The shapes the runs use: path then stamp; path then basics; path then details.
                for shape in 0..<3 {
                    var reader = RecordBytes.Reader(raw)
                    do throws(RecordBytes.Damaged) {
                        for _ in 0..<10_000 where !reader.isAtEnd {
                            _ = try reader.string()
                            switch shape {
                            case 0:
                                _ = try reader.integer()
                                _ = try reader.number()
                                _ = try reader.number()
                            case 1:
                                _ = try reader.optionalString()
                                _ = try reader.strings()
                                _ = try reader.flag()
                            default:
                                _ = try reader.stringArrays()
                                _ = try reader.optionalInteger()
                                _ = try reader.count()
                            }
                        }
                    } catch {
                        _ = reader.offset
                    }
                }
            }
        }
    }
    return 0
}
