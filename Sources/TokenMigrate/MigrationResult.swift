/// One change a migration made to a token, as the report lists it.
package struct MigrationChange: Sendable, Hashable {
    /// The migrated file, relative to the migration's root (the same path in the source and in `--to`).
    package var file: String
    /// The token (or group) changed, dotted; nil for a change to the file as a whole.
    package var token: String?
    /// Where inside the token, when the change is to a part of its value (`$value/offsetX`).
    package var member: String?
    /// What changed (`write {"value": 16, "unit": "px"}`).
    package var change: String
    /// Why: the finding the change answers, with its code.
    package var reason: String

    /// A change from its parts.
    package init(file: String, token: String?, member: String? = nil, change: String, reason: String) {
        self.file = file
        self.token = token
        self.member = member
        self.change = change
        self.reason = reason
    }
}

/// A file a migration writes: its path relative to the target directory, and its bytes.
package struct MigratedFile: Sendable, Hashable {
    /// The path below the target directory (the source's path below the migration's root).
    package var path: String
    package var bytes: [UInt8]

    /// A file from its parts.
    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// What a migration gave: the files to write and every change made, or why nothing may be written.
package struct MigrationResult: Sendable {
    /// The folder the files' paths are relative to: the one passed to `migrate`, or the folder holding it and every
    /// source when some source lies outside it.
    package var root: String = ""
    /// The files to write, in path order; empty when `diagnostics` has an error.
    package var files: [MigratedFile] = []
    /// Every change, in file and then document order.
    package var changes: [MigrationChange] = []
    /// What reading, fixing and checking found (an error means nothing may be written).
    package var diagnostics: [Diagnostic] = []
    /// Every file read (the originals and the migrated ones, which share paths only in memory), to locate the
    /// diagnostics.
    package var sources: [SourceFile] = []

    /// True when the files may be written.
    package var succeeded: Bool { !diagnostics.hasErrors && !files.isEmpty }
}
