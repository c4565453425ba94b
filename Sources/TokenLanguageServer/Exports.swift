// What this target builds on, visible in every file of it and to whoever imports it.
@_exported import LanguageServerProtocol
@_exported import TokenMigrate
