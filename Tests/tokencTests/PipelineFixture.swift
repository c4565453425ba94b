import Foundation

/// Token projects for the pipeline tests: a resolver document with one context per brand and light/dark themes,
/// written under `tokens/`, compiled into `out/` by `tokenc build --config tokens/tokenc.json`.
enum PipelineFixture {
    /// The arguments that build a fixture project.
    static let config = ["--config", "tokens/tokenc.json"]

    /// The files of a project with `brands` (name → accent colour as `#rrggbb`).
    static func project(brands: [(name: String, accent: String)], outputs: String = #""swift": {}, "css": {}, "json": {}"#) -> [String: String] {
        var files: [String: String] = [:]
        files["tokens/tokenc.json"] = """
        {
          "resolver": "tokens.resolver.json",
          "output": "../out",
          "brands": {"modifier": "brand"},
          "themes": {"modifier": "theme", "appearances": {"dark": {"colorScheme": "dark"}}},
          \(outputs)
        }
        """
        let contexts = brands.map { "\"\($0.name)\": [{\"$ref\": \"brands/\($0.name).tokens.json\"}]" }.joined(separator: ",\n        ")
        files["tokens/tokens.resolver.json"] = """
        {
          "version": "2025.10",
          "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
          "modifiers": {
            "brand": {"contexts": {
                \(contexts)
              }, "default": "\(brands[0].name)"},
            "theme": {"contexts": {
                "light": [{"$ref": "light.tokens.json"}],
                "dark": [{"$ref": "dark.tokens.json"}]
              }, "default": "light"}
          },
          "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/brand"}, {"$ref": "#/modifiers/theme"}]
        }
        """
        files["tokens/core.tokens.json"] = """
        {
          "palette": {"$type": "color", "white": {"$value": \(color("#ffffff"))}, "ink": {"$value": \(color("#111111"))}},
          "space": {"$type": "dimension", "small": {"$value": {"value": 8, "unit": "px"}}}
        }
        """
        for brand in brands { files["tokens/brands/\(brand.name).tokens.json"] = brandTokens(accent: brand.accent) }
        files["tokens/light.tokens.json"] = #"{"surface": {"$type": "color", "background": {"$value": "{palette.white}"}, "text": {"$value": "{palette.ink}"}}}"#
        files["tokens/dark.tokens.json"] = #"{"surface": {"$type": "color", "background": {"$value": "{palette.ink}"}, "text": {"$value": "{palette.white}"}}}"#
        return files
    }

    /// A brand's token file: its accent colour (or `accentValue` verbatim, e.g. a broken alias) and radius.
    static func brandTokens(accent: String, accentValue: String? = nil) -> String {
        """
        {
          "brand": {
            "accent": {"$type": "color", "$value": \(accentValue ?? color(accent))},
            "radius": {"$type": "dimension", "$value": {"value": 6, "unit": "px"}}
          }
        }
        """
    }

    /// A DTCG colour value for `#rrggbb`.
    static func color(_ hex: String) -> String {
        let digits = Array(hex.dropFirst())
        let components = stride(from: 0, to: 6, by: 2).map { i -> String in
            let v = Double(Int(String(digits[i..<i + 2]), radix: 16)!) / 255
            return String(format: "%.4f", v)
        }
        return "{\"colorSpace\": \"srgb\", \"components\": [\(components.joined(separator: ", "))], \"hex\": \"\(hex)\"}"
    }

    /// Every regular file under `directory` (relative path → bytes), hidden files included.
    static func snapshot(_ directory: URL) -> [String: Data] {
        var out: [String: Data] = [:]
        guard let paths = try? FileManager.default.subpathsOfDirectory(atPath: directory.path) else { return out }
        for p in paths {
            var isDir: ObjCBool = false
            let full = directory.appendingPathComponent(p).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDir), !isDir.boolValue {
                out[p] = FileManager.default.contents(atPath: full)
            }
        }
        return out
    }

    /// The modification time of every regular file under `directory`.
    static func modificationTimes(_ directory: URL) throws -> [String: Date] {
        var out: [String: Date] = [:]
        for p in snapshot(directory).keys {
            out[p] = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(p).path)[.modificationDate] as? Date
        }
        return out
    }

    /// Writes `text` to `path` under `directory`.
    static func write(_ text: String, to path: String, in directory: URL) throws {
        try text.write(to: directory.appendingPathComponent(path), atomically: false, encoding: .utf8)
    }

    /// The text of `path` under `directory` ("" when missing).
    static func read(_ path: String, in directory: URL) -> String {
        (try? String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }
}
