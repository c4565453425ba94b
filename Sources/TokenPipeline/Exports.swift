// What this target builds on, visible in every file of it and to whoever imports it.
@_exported import TokenDiff
@_exported import TokenEmitSwift
@_exported import TokenEmitCSS
@_exported import TokenEmitSCSS
@_exported import TokenEmitJSON
@_exported import TokenEmitJavaScript
@_exported import TokenEmitTailwind
@_exported import TokenEmitHTML
@_exported import TokenEmitKotlin
@_exported import TokenEmitAndroid
@_exported import TokenEmitAssetCatalog
@_exported import TokenEmitStyleDictionary
@_exported import TokenEmitTemplate
