import Foundation

/// URL-safe names made from Spanish text: "Creación del proyecto" → `creacion-del-proyecto`.
///
/// Accents and other diacritics are folded (á → a, ñ → n, ü → u), letters are lowercased,
/// every run of other characters becomes one `-`.
public enum Slug {
    public static func make(_ text: String) -> String {
        // Most headings and step names are ASCII, and every heading of every article gets an
        // anchor: for those, no decomposition, no Unicode properties, no String per letter.
        text.utf8.allSatisfy({ $0 < 0x80 }) ? ascii(text) : unicode(text)
    }

    /// `make` of any text.
    static func unicode(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        // NFD splits "ó" into "o" + a combining accent, which is then dropped.
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
            } else {
                pendingDash = true
            }
        }
        return result
    }

    /// `make` of an ASCII text: letters lowercased, digits kept, every other run one `-`.
    static func ascii(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingDash = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if pendingDash && !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
                pendingDash = false
                bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
            default:
                pendingDash = true
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Hands out unique slugs within one page: the second "Resumen" becomes `resumen-1`,
/// the third `resumen-2`, as GitHub numbers duplicate heading anchors.
public struct SlugCounter: Sendable {
    private var used: [String: Int] = [:]
    private var taken: Set<String> = []

    public init(reserved: Set<String> = []) { taken = reserved }

    public mutating func unique(for text: String, fallback: String = "seccion") -> String {
        var base = Slug.make(text)
        if base.isEmpty { base = fallback }
        var candidate = base
        var number = used[base, default: 0]
        while taken.contains(candidate) {
            number += 1
            candidate = "\(base)-\(number)"
        }
        used[base] = number
        taken.insert(candidate)
        return candidate
    }
}
