import Foundation

/// URL-safe names made from Spanish text: "Creación del proyecto" → `creacion-del-proyecto`.
///
/// Accents and other diacritics are folded (á → a, ñ → n, ü → u), letters are lowercased,
/// every run of other characters becomes one `-`.
public enum Slug {
    public static func make(_ text: String) -> String {
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
