import Foundation
import Observation
import Testing
import ToDoCore

/// The to-do model of article 002.
struct ToDoModelTests {
    @Test func newItemsArePendingWithoutAFinishDate() {
        let item = ToDoItem(nombreItem: "Comprar pan")
        #expect(item.nombreItem == "Comprar pan")
        #expect(item.completado == false)
        #expect(item.fechaFinalizacion == nil)
        #expect(item.id != ToDoItem(nombreItem: "Comprar pan").id)
    }

    @Test func addItemAppendsInOrder() {
        let model = ToDoModel()
        #expect(model.toDoItems.isEmpty)
        let first = ToDoItem(nombreItem: "Uno")
        let second = ToDoItem(nombreItem: "Dos", completado: true)
        model.addItem(item: first)
        model.addItem(item: second)
        #expect(model.toDoItems == [first, second])
    }

    @Test func addItemIsObserved() {
        let model = ToDoModel(toDoItems: [ToDoItem(nombreItem: "Uno")])
        let changed = Flag()
        withObservationTracking {
            _ = model.toDoItems
        } onChange: {
            changed.set()
        }
        #expect(!changed.isSet)
        model.addItem(item: ToDoItem(nombreItem: "Dos"))
        #expect(changed.isSet)
    }

    @Test func editingAnItemInPlaceIsObserved() {
        // What the article's `ForEach($model.toDoItems) { $item in ... }` tap does.
        let model = ToDoModel(toDoItems: [ToDoItem(nombreItem: "Uno")])
        let changed = Flag()
        withObservationTracking {
            _ = model.toDoItems
        } onChange: {
            changed.set()
        }
        model.toDoItems[0].toggleCompletado(at: Date(timeIntervalSince1970: 100))
        #expect(changed.isSet)
        #expect(model.toDoItems[0].completado)
    }

    @Test func toggleStampsTheTimeAndUndoClearsIt() {
        var item = ToDoItem(nombreItem: "Uno")
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        item.toggleCompletado(at: now)
        #expect(item.completado)
        #expect(item.fechaFinalizacion == now)
        item.toggleCompletado(at: now.addingTimeInterval(60))
        #expect(!item.completado)
        #expect(item.fechaFinalizacion == nil)
    }

    @Test func modelIsAnNSObjectAsInTheArticle() {
        let model: NSObject = ToDoModel()
        #expect(model is ToDoModel)
    }
}

/// A thread-safe "it happened" flag for observation callbacks.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
