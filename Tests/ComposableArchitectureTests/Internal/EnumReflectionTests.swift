import Testing

@testable import ComposableArchitecture

/// The one enum-reflection helper: which case, which payload, and whether a type is an enum.
struct EnumReflectionTests {
  private enum Destination {
    case alert(Int)
    case sheet
  }

  private struct Plain {
    var value = 1
  }

  @Test func aCaseWithAPayloadGivesItsLabelAndPayload() {
    let enumCase = EnumCase(of: Destination.alert(7))
    #expect(enumCase?.label == "alert")
    #expect(enumCase?.payload as? Int == 7)
  }

  @Test func aCaseWithoutAPayloadGivesItsNameAndNoPayload() {
    let enumCase = EnumCase(of: Destination.sheet)
    #expect(enumCase?.label == "sheet")
    #expect(enumCase?.payload == nil)
  }

  @Test func aStructIsNotAnEnum() {
    #expect(EnumCase(of: Plain()) == nil)
    #expect(EnumCase(of: 42) == nil)
  }

  @Test func theKindCacheAnswersFromTheFirstValue() {
    let enums = EnumKindCache()
    #expect(enums.isEnum(Destination.sheet))
    #expect(enums.isEnum(Destination.alert(1)))
    let structs = EnumKindCache()
    #expect(!structs.isEnum(Plain()))
    #expect(!structs.isEnum(Plain(value: 2)))
  }

  @Test func navigationIDsAreBuiltAlikeForEveryOperator() {
    let a = NavigationComponent.id(
      keyPath: \Plain.value, identity: AnyHashableSendable(1), isPresentation: true
    )
    let b = NavigationComponent.id(
      keyPath: \Plain.value, identity: AnyHashableSendable(1), isPresentation: true
    )
    let element = NavigationComponent.id(
      keyPath: \Plain.value, identity: AnyHashableSendable(1), isPresentation: false
    )
    #expect(a == b)
    #expect(a != element)
  }
}
