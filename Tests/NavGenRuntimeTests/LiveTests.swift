import NavGenRuntime
import Testing

/// `Live`, the box of a live value (SPEC §4): equal when both hold the same object, otherwise
/// only when they are the same box.
@MainActor
@Suite struct LiveTests {
    final class Model {}
    struct Point: Equatable { var x: Int }
    struct BindingLike { var get: () -> Int }
    protocol Item: AnyObject {}
    final class Song: Item {}

    @Test func boxesOfOneObjectAreEqualWhateverTheBox() {
        let model = Model()
        #expect(Live(model) == Live(model))
        #expect(Live(model).hashValue == Live(model).hashValue)
        #expect(Live(model) != Live(Model()))
        #expect(Live(model).value === model)
    }

    @Test func anExistentialHoldingAnObjectIsThatObject() {
        let song = Song()
        let item: any Item = song
        #expect(Live(item) == Live<any Item>(song))
        #expect(Live<Any>(song) == Live<Any>(song))
        #expect(Live<any Item>(Song()) != Live<any Item>(song))
    }

    @Test func anyOtherValueIsEqualOnlyToItsOwnBox() {
        let point = Live(Point(x: 1))
        #expect(point == point && point != Live(Point(x: 1)))
        let binding = Live(BindingLike(get: { 1 }))
        #expect(binding == binding && binding != Live(BindingLike(get: { 1 })))
        let closure: @MainActor (Int) -> Void = { _ in }
        let callback = Live(closure)
        #expect(callback == callback && callback != Live(closure))
        #expect(Set([point, point, Live(Point(x: 1))]).count == 2)
    }
}
