import BrandKit
import Testing

/// Reads values the build-tool plugin generated from Sources/BrandKit's tokens.
@Suite struct GeneratedTokensTests {
    @Test func bothBrandsAndThemesAreGenerated() {
        #expect(BrandTokens.brandNames == ["coral", "lagoon"])
        #expect(BrandTokens.Theme.allCases.map(\.rawValue) == ["light", "dark"])
        #expect(BrandTokens.Theme.dark.isDark)
    }

    @Test func brandValuesComeFromTheBrandContext() throws {
        let coral = try #require(Look(brandNamed: "coral", dark: false))
        let lagoon = try #require(Look(brandNamed: "lagoon", dark: false))
        #expect(coral.accent.hex == "#cc331a")
        #expect(lagoon.accent.hex == "#006699")
        #expect(coral.cornerRadius == 12)
        #expect(lagoon.cornerRadius == 4)
        #expect(Look(brandNamed: "missing", dark: false) == nil)
    }

    @Test func themedValuesFollowTheTheme() throws {
        let light = try #require(Look(brandNamed: "lagoon", dark: false))
        let dark = try #require(Look(brandNamed: "lagoon", dark: true))
        #expect(light.background.hex == "#ffffff")
        #expect(light.text.hex == "#111111")
        #expect(dark.background.hex == "#111111")
        #expect(dark.text.hex == "#ffffff")
        #expect(dark.background.red == 0.0667)
    }

    @Test func sharedTokensAreTheSameInEveryBrand() {
        let values = BrandTokens.brands.map { ($0.space.small, $0.space.large, $0.motion.quick) }
        #expect(values.allSatisfy { $0 == (8, 24, 0.15) })
    }
}

/// Static access: the brand the build config names (`defaultBrand`: lagoon) until the app picks another. One
/// serialized test, since the selection is the process's.
@Suite(.serialized) struct StaticAccessTests {
    @Test func staticMembersReadTheDefaultBrandThenTheChosenOne() {
        #expect(BrandTokens.defaultBrand is BrandTokens.Lagoon)
        #expect(BrandTokens.brand.accent.hex == "#006699")
        #expect(BrandTokens.brand.cornerRadius == 4)
        #expect(BrandTokens.surface.background(.dark).hex == "#111111")
        #expect(Look(dark: true).background.hex == "#111111")

        BrandTokens.use(.coral)
        #expect(BrandTokens.brand.accent.hex == "#cc331a")
        #expect(BrandTokens.brand.cornerRadius == 12)
        #expect(Look(dark: false).accent.hex == "#cc331a")
        #expect(BrandTokens.use(named: "missing") == false)
        #expect(BrandTokens.current is BrandTokens.Coral)
        #expect(BrandTokens.use(named: "lagoon"))
        #expect(BrandTokens.space.small == 8 && BrandTokens.motion.quick == 0.15)
        // A given brand is read through its type, whatever the selection.
        #expect(BrandTokens.Coral().brand.accent.hex == "#cc331a")
    }
}
