import Testing
@testable import TokenCore

/// Forms Style Dictionary writes into DTCG files: a shadow without `spread` (`shadow-without-spread`),
/// `"$description": null` (`null-description`), and Style Dictionary type names as `$type`
/// (`style-dictionary-type`). Each is read as its strict form with a warning and a fix-it.
@Suite struct CompatStyleDictionaryFormsTests {
    @Test func shadowWithoutSpreadIsSpreadZero() throws {
        let source = ##"""
        {
          "shadow": {
            "$type": "shadow",
            "card": {"$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}}},
            "alias": {"$value": "{shadow.card}"}
          }
        }
        """##
        let build = try Compat.check(source, warnings: ["shadow-without-spread@4:24"], sameOutputs: ["css/", "swift/"])
        #expect(build.diagnostics[0].message == #"shadow has no "spread"; DTCG 2025.10 requires it. Read as 0px"#)
        #expect(build.text("css/compat.css").contains("--shadow-card: 0px 2px 4px 0px #00000080;"), "\(build.text("css/compat.css"))")
    }

    @Test func nullDescriptionIsNone() throws {
        let source = ##"""
        {
          "size": {
            "$type": "dimension",
            "$description": null,
            "sm": {"$value": {"value": 4, "unit": "px"}, "$description": null}
          }
        }
        """##
        let build = try Compat.check(source, warnings: ["null-description@4:21", "null-description@5:66"])
        #expect(build.diagnostics[0].fixIt?.message == #"remove "$description""#)
    }

    @Test func styleDictionaryTypeNamesAreRead() throws {
        let source = ##"""
        {
          "font": {
            "size": {"$type": "fontSize", "$value": {"value": 16, "unit": "px"}},
            "leading": {"$type": "lineHeight", "$value": 1.5}
          },
          "space": {"$type": "spacing", "md": {"$value": {"value": 8, "unit": "px"}}},
          "fade": {"$type": "opacity", "$value": 0.5},
          "elevation": {"$type": "boxShadow", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}
        }
        """##
        let build = try Compat.check(source, warnings: [
            "style-dictionary-type@3:23", "style-dictionary-type@4:26", "style-dictionary-type@6:22",
            "style-dictionary-type@7:21", "style-dictionary-type@8:26",
        ])
        #expect(build.diagnostics[0].message == #"$type "fontSize" is Style Dictionary's name, not a DTCG 2025.10 type; read as dimension"#)
        #expect(build.diagnostics[4].fixIt?.message == #"write "shadow""#)
        let css = build.text("css/compat.css")
        #expect(css.contains("--font-size: 16px;"), "\(css)")
        #expect(css.contains("--space-md: 8px;"))
        #expect(css.contains("--fade: 0.5;"))
    }

    /// The Style Dictionary names of no DTCG type, and Tokens Studio's `fontWeights`, stay unknown.
    @Test func namesOfNoDTCGTypeStayUnknown() {
        for type in ["content", "asset", "fontWeights"] {
            let build = Compat.build(#"{"a": {"$type": "\#(type)", "$value": 1}}"#)
            #expect(build.diagnostics.map(\.code) == [.unknownType], "\(type)")
        }
    }
}
