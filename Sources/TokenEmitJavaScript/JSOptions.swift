/// Options of the JavaScript output.
package struct JSOptions: Sendable, Hashable {
    /// Write a TypeScript declaration file (`.d.ts`) beside every module (default true).
    package var types: Bool
    /// Write each brand's themed module (`<brand>/index.js`: `tokens.light`, `tokens.dark`, …) and the root
    /// module of the brands (`index.js`) (default true).
    package var themed: Bool
    /// Write `package.json` with `"type": "module"`, so Node reads the `.js` files as ES modules (default true).
    package var packageJSON: Bool
    /// Write `$description` and `$deprecated` as doc comments in the declaration files (default true).
    package var comments: Bool

    /// Creates options; every parameter has the documented default.
    package init(types: Bool = true, themed: Bool = true, packageJSON: Bool = true, comments: Bool = true) {
        self.types = types
        self.themed = themed
        self.packageJSON = packageJSON
        self.comments = comments
    }
}
