import AlarmCore
import Foundation
import Testing

/// `AlarmItem`: identity, and the texts the rows show.
struct AlarmItemTests {
    let id = UUID()
    let date = Date(timeIntervalSince1970: 1_420_070_400)

    @Test func alarmsAreEqualByIdOnly() {
        let alarm = AlarmItem(id: id, date: date, isOn: false)
        var changed = alarm
        changed.isOn.toggle()
        changed.date = date.addingTimeInterval(60)
        #expect(alarm == changed)
        #expect(alarm != AlarmItem(id: UUID(), date: date, isOn: false))
    }

    @Test func equalAlarmsHashEqually() {
        let alarm = AlarmItem(id: id, date: date, isOn: false)
        var changed = alarm
        changed.isOn.toggle()
        #expect(alarm.hashValue == changed.hashValue)
        #expect(Set([alarm, changed]).count == 1)
    }

    @Test func statusNamesTheButtonThatFlipsTheAlarm() {
        #expect(AlarmItem(id: id, date: date, isOn: true).status == "Disable")
        #expect(AlarmItem(id: id, date: date, isOn: false).status == "Enable")
    }

    @Test func nameIsHoursAndMinutesAndDescriptionNamesTheDay() {
        let alarm = AlarmItem(id: id, date: date, isOn: true)
        #expect(alarm.name.count == 5)
        #expect(alarm.name.allSatisfy { $0.isNumber || $0 == ":" })
        #expect(Array(alarm.name)[2] == ":")
        // In any time zone, the first of January 2015 (UTC midnight) is 2014 or 2015.
        #expect(alarm.description.hasSuffix(", 2015") || alarm.description.hasSuffix(", 2014"))
    }

    @Test func tabsAreNamedByTheirDeeplinkPaths() {
        #expect(Tab.allCases.map(\.rawValue) == ["clock", "alarms", "crono"])
        #expect(Tab(rawValue: "alarms") == .alarms)
    }
}
