/// Opaque colours packed as 0xRRGGBB (8 bits per channel: what hex shows), as contrast results keep them.
extension ColorValue {
    /// 0xRRGGBB of the gamut-mapped sRGB components, rounded half up like `hexString`.
    package var packedRGB: UInt32 {
        let s = srgbComponents
        /// A channel rounded half up to 8 bits.
        func byte(_ v: Double) -> UInt32 { UInt32(ColorValue.byte(v)) }
        return byte(s.red) << 16 | byte(s.green) << 8 | byte(s.blue)
    }

    /// The opaque sRGB colour of 0xRRGGBB.
    package init(packedRGB v: UInt32) {
        self.init(colorSpace: .srgb, components: [Double(v >> 16 & 255) / 255, Double(v >> 8 & 255) / 255, Double(v & 255) / 255])
    }
}
