// The names of Apple's frameworks (see `AppleAPICatalog`), written from Apple's documentation.
extension AppleAPICatalog {
    static let texts: [String: String] = [:]
}
