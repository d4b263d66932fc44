import Content

/// Where the site's own pages live, relative to the site root: spelled here and only here.
public enum Routes {
    /// The tag index, `etiquetas/`.
    public static let tags = "etiquetas/"
    /// Where series pages live, `series/`.
    public static let seriesFolder = "series/"
    /// The Alarm app demo, `demo/`.
    public static let demo = "demo/"
    /// The search index script.
    public static let searchIndex = "search-index.js"

    /// One tag's page: `etiquetas/<slug>/`.
    public static func tag(_ name: String) -> String { tags + Slug.make(name) + "/" }

    /// The whole files after each step of an article (`WholeFilePages`): `archivos/<its address>/`.
    public static func wholeFiles(ofArticleAt urlPath: String) -> String {
        let folder = urlPath.hasSuffix(".html") ? String(urlPath.dropLast(".html".count)) + "/" : urlPath
        return "archivos/" + folder
    }

    /// The table of declarations of an article's names (`PageSymbols`), which its page loads
    /// when a reader first points at a block: `simbolos/<its address>.js`.
    /// An address ending in `.html` keeps it (`simbolos/guia.html.js`): `guia/` is another.
    public static func symbols(ofArticleAt urlPath: String) -> String {
        if urlPath.hasSuffix(".html") { return "simbolos/" + urlPath + ".js" }
        var folder = Substring(urlPath)
        while folder.hasSuffix("/") { folder = folder.dropLast() }
        return "simbolos/" + (folder.isEmpty ? "index" : folder) + ".js"
    }

    /// One series' page: `series/<slug>/`.
    public static func series(_ title: String) -> String { seriesFolder + Slug.make(title) + "/" }
}
