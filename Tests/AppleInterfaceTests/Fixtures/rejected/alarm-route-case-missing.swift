// expect: has no member 'edit'
import AlarmCore
func open(_ list: AlarmsListViewModel) {
    list.route = .edit
}
