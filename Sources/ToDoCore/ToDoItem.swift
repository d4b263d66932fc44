import Foundation

/// One task of the to-do list (article 002). Field names are the article's, in Spanish.
public struct ToDoItem: Identifiable, Equatable, Sendable {
    /// The task's identity, unique in the list.
    public var id: UUID
    /// What the task is.
    public var nombreItem: String
    /// Whether the task is done.
    public var completado: Bool
    /// When the task was marked done, if it is.
    public var fechaFinalizacion: Date?

    /// Creates a task; by default a new, pending one.
    public init(
        id: UUID = UUID(),
        nombreItem: String,
        completado: Bool = false,
        fechaFinalizacion: Date? = nil
    ) {
        self.id = id
        self.nombreItem = nombreItem
        self.completado = completado
        self.fechaFinalizacion = fechaFinalizacion
    }

    /// What a tap on the row does in the article: flips `completado` and stamps the time.
    ///
    /// The article's view always stamps `fechaFinalizacion = Date()`, so a task that is
    /// un-done keeps a finish date. Here un-doing clears it (fix), and the time is passed
    /// in rather than read from the clock, so callers and tests choose it.
    public mutating func toggleCompletado(at now: Date) {
        completado.toggle()
        fechaFinalizacion = completado ? now : nil
    }
}
