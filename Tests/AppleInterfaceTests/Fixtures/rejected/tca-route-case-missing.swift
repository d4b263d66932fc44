// expect: has no member 'addItemSheet'
import ComposableArchitectureViews
let path: CasePath<AppState.Route, AddItemState> = /AppState.Route.addItemSheet
