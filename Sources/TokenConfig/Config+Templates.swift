/// Template outputs: the `"templates"` member of tokenc.json, one named output per member, each a Stencil
/// template rendered once per brand, per permutation or once for the project (docs/templates.md).
extension Config {
    /// One template output as tokenc.json declares it.
    public struct TemplateTarget: Sendable, Hashable {
        /// How often a template is rendered, and so what its context holds.
        public enum Scope: String, Sendable, Hashable, CaseIterable {
            /// Once per brand: `brand` and its tokens with a value per theme.
            case brand
            /// Once per brand × theme: `brand`, `theme`, and the tokens with that permutation's values.
            case permutation
            /// Once: every brand and permutation.
            case project
        }

        /// The case of `token.name` in the template's context.
        public enum NameCase: String, Sendable, Hashable, CaseIterable {
            case camel, pascal, kebab, snake, constant
        }

        /// The output's name: its key under `"templates"`.
        public var name: String
        /// The template file, relative to the config file.
        public var template: String
        /// The output path, relative to the output directory, with `{brand}` and `{theme}` placeholders.
        public var path: String
        /// How often the template is rendered.
        public var per: Scope
        /// The case of `token.name`.
        public var nameCase: NameCase
        /// Words put before every token name (`ds` → `dsColorAccent`, `ds-color-accent`).
        public var namePrefix: String
        /// Which tokens the output carries.
        public var selection: OutputSelection
        /// How the output renames token paths (`names.strip`; its `prefix` is `namePrefix`, words of the name).
        public var names: OutputNames
        /// Where the output is declared (`/templates/<name>`), for locating problems with it.
        public var pointer: JSONPointer

        /// A template output.
        public init(name: String, template: String, path: String, per: Scope = .brand, nameCase: NameCase = .camel,
                    namePrefix: String = "", selection: OutputSelection = OutputSelection(),
                    names: OutputNames = OutputNames(), pointer: JSONPointer = .root) {
            self.names = names
            self.name = name
            self.template = template
            self.path = path
            self.per = per
            self.nameCase = nameCase
            self.namePrefix = namePrefix
            self.selection = selection
            self.pointer = pointer
        }
    }

    /// Reads the `"templates"` member of the config (`r`): each entry strictly, unknown members reported with a
    /// suggestion, `template` and `path` required.
    static func templateTargets(_ r: inout ObjectReader) -> [TemplateTarget] {
        let entries = r.entries("templates") { name, t -> TemplateTarget? in
            let template = t.string("template")
            let path = t.string("path")
            if template == nil && t.object["template"] == nil {
                t.report(at: SourceLocation(file: t.file, pointer: t.pointer, part: .key),
                         "template output \"\(name)\" needs \"template\": the Stencil template file, relative to tokenc.json")
            }
            if path == nil && t.object["path"] == nil {
                t.report(at: SourceLocation(file: t.file, pointer: t.pointer, part: .key),
                         "template output \"\(name)\" needs \"path\": the file it writes, relative to the output directory (\"{brand}.swift\")")
            }
            let per = t.choice("per", TemplateTarget.Scope.allCases.map(\.rawValue)).flatMap(TemplateTarget.Scope.init) ?? .brand
            var nameCase = TemplateTarget.NameCase.camel
            var prefix = ""
            var names = OutputNames()
            _ = t.object("names") { n in
                if let c = n.choice("case", TemplateTarget.NameCase.allCases.map(\.rawValue)).flatMap(TemplateTarget.NameCase.init) {
                    nameCase = c
                }
                prefix = n.string("prefix") ?? ""
                // Only `strip` acts on paths here: the prefix is words put before `token.name`, as it always was.
                names.strip = OutputNames.strip(&n)
            }
            let selection = OutputSelection.read(&t)
            guard let template, let path else { return nil }
            return TemplateTarget(name: name, template: template, path: path, per: per, nameCase: nameCase, namePrefix: prefix,
                                  selection: selection, names: names, pointer: t.pointer)
        }
        return entries?.map(\.1) ?? []
    }
}
