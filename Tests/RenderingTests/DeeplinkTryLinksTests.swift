import Rendering
import Testing

@Suite struct DeeplinkTryLinksTests {
    @Test func linksEndAtQuotesAndSentencePunctuation() {
        #expect(DeeplinkTryLinks.links(in: #"open(url: URL(string: "deeplink:///alarms/add?isOn=true")!)"#)
            == ["deeplink:///alarms/add?isOn=true"])
        #expect(DeeplinkTryLinks.links(in: "Prueba deeplink:///clock.") == ["deeplink:///clock"])
    }

    @Test func aLinkBuiltByInterpolationIsNotATryLink() {
        let code = #"model.open(url: URL(string: "deeplink:///alarms/\(item.id.uuidString)/toggle")!)"#
        #expect(DeeplinkTryLinks.links(in: code) == [])
        #expect(DeeplinkTryLinks.links(in: code + "\n// deeplink:///alarms") == ["deeplink:///alarms"])
    }
}
