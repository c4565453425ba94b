import Testing
@testable import TokenCore

@Suite struct ValueExpectedTypeTests {
    func expected(_ type: TokenType, _ pointer: String) -> TokenType? {
        ValueParser.expectedType(inside: type, at: JSONPointer(parsing: pointer)!)
    }

    @Test func wholeValueIsTheTypeItself() {
        for t in TokenType.allCases { #expect(expected(t, "") == t) }
    }

    @Test func compositeMembers() {
        #expect(expected(.border, "/color") == .color)
        #expect(expected(.border, "/width") == .dimension)
        #expect(expected(.border, "/style") == .strokeStyle)
        #expect(expected(.border, "/style/dashArray/1") == .dimension)
        #expect(expected(.border, "/style/lineCap") == nil)
        #expect(expected(.shadow, "/offsetX") == .dimension)
        #expect(expected(.shadow, "/0/offsetX") == .dimension)
        #expect(expected(.shadow, "/2/color") == .color)
        #expect(expected(.shadow, "/0") == .shadow)
        #expect(expected(.shadow, "/inset") == nil)
        #expect(expected(.shadow, "/0/inset") == nil)
        #expect(expected(.gradient, "/1/color") == .color)
        #expect(expected(.gradient, "/1/position") == .number)
        #expect(expected(.gradient, "/0") == .gradient)
        #expect(expected(.strokeStyle, "/dashArray/0") == .dimension)
        #expect(expected(.strokeStyle, "/dashArray") == nil)
        #expect(expected(.typography, "/fontFamily") == .fontFamily)
        #expect(expected(.typography, "/fontSize") == .dimension)
        #expect(expected(.typography, "/fontWeight") == .fontWeight)
        #expect(expected(.typography, "/letterSpacing") == .dimension)
        // A number or (a compatibility form, line-height-dimension) a dimension: the value parser tells which.
        #expect(expected(.typography, "/lineHeight") == nil)
        #expect(expected(.transition, "/duration") == .duration)
        #expect(expected(.transition, "/delay") == .duration)
        #expect(expected(.transition, "/timingFunction") == .cubicBezier)
        #expect(expected(.transition, "/timingFunction/3") == .number)
        #expect(expected(.cubicBezier, "/0") == .number)
    }

    @Test func leavesAndUnknownMembers() {
        #expect(expected(.color, "/alpha") == .number)
        #expect(expected(.color, "/components/2") == .number)
        #expect(expected(.color, "/components/3") == nil)
        #expect(expected(.color, "/colorSpace") == nil)
        #expect(expected(.color, "/hex") == nil)
        #expect(expected(.dimension, "/value") == .number)
        #expect(expected(.dimension, "/unit") == nil)
        #expect(expected(.border, "/width/value") == .number)
        #expect(expected(.fontFamily, "/0") == nil)
        #expect(expected(.cubicBezier, "/4") == nil)
        #expect(expected(.shadow, "/01/color") == nil)
        #expect(expected(.border, "/colour") == nil)
        #expect(expected(.typography, "/fontStyle") == nil)
        #expect(expected(.number, "/0") == nil)
    }

    @Test func terrazzoIncorrectFontWeightAliasIsATypeMismatch() {
        // "typography: invalid: incorrect fontWeight alias": {font.weight} is a number token, but /fontWeight wants fontWeight.
        #expect(expected(.typography, "/fontWeight") != .number)
    }
}
