import Foundation

/// A minimal PNG reader for test screenshots: 8-bit RGB or RGBA, not interlaced (what Chromium writes), with
/// its own inflate (RFC 1951) so the tests need no image library.
struct PNGImage {
    /// Width in pixels.
    var width: Int
    /// Height in pixels.
    var height: Int
    /// Bytes per pixel (3 or 4).
    var channels: Int
    /// Unfiltered pixel rows, top to bottom.
    var pixels: [UInt8]

    /// A reading failure.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The 0xRRGGBB colour at (x, y).
    func rgb(_ x: Int, _ y: Int) -> UInt32 {
        let i = (y * width + x) * channels
        let r: UInt32 = UInt32(pixels[i]) << 16
        let g: UInt32 = UInt32(pixels[i + 1]) << 8
        return r | g | UInt32(pixels[i + 2])
    }

    /// Decodes PNG bytes.
    init(_ data: [UInt8]) throws {
        guard data.count > 8, Array(data[0..<8]) == [137, 80, 78, 71, 13, 10, 26, 10] else { throw Failure(description: "not a PNG") }
        func be32(_ i: Int) -> Int {
            var v = 0
            for k in 0..<4 { v = v << 8 | Int(data[i + k]) }
            return v
        }
        var i = 8
        var idat: [UInt8] = []
        var w = 0, h = 0, depth = 0, colorType = 0, interlace = 0
        while i + 8 <= data.count {
            let length = be32(i)
            let type = String(decoding: data[(i + 4)..<(i + 8)], as: UTF8.self)
            let body = (i + 8)..<(i + 8 + length)
            if type == "IHDR" {
                w = be32(body.lowerBound); h = be32(body.lowerBound + 4)
                depth = Int(data[body.lowerBound + 8]); colorType = Int(data[body.lowerBound + 9]); interlace = Int(data[body.lowerBound + 12])
            } else if type == "IDAT" {
                idat.append(contentsOf: data[body])
            } else if type == "IEND" {
                break
            }
            i = body.upperBound + 4
        }
        guard depth == 8, colorType == 2 || colorType == 6, interlace == 0 else {
            throw Failure(description: "unsupported PNG: depth \(depth), colour type \(colorType), interlace \(interlace)")
        }
        width = w
        height = h
        channels = colorType == 6 ? 4 : 3
        let raw = try Inflate.decompress(Array(idat.dropFirst(2)))
        let stride = w * channels
        guard raw.count >= h * (stride + 1) else { throw Failure(description: "truncated image data") }
        var out = [UInt8](repeating: 0, count: h * stride)
        for y in 0..<h {
            let filter = raw[y * (stride + 1)]
            let src = y * (stride + 1) + 1
            for x in 0..<stride {
                let a = x >= channels ? Int(out[y * stride + x - channels]) : 0
                let b = y > 0 ? Int(out[(y - 1) * stride + x]) : 0
                let c = x >= channels && y > 0 ? Int(out[(y - 1) * stride + x - channels]) : 0
                let v = Int(raw[src + x])
                let predicted: Int
                switch filter {
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let p: Int = a + b - c
                    let pa: Int = abs(p - a), pb: Int = abs(p - b), pc: Int = abs(p - c)
                    if pa <= pb && pa <= pc { predicted = a } else if pb <= pc { predicted = b } else { predicted = c }
                default: predicted = 0
                }
                out[y * stride + x] = UInt8((v + predicted) & 255)
            }
        }
        pixels = out
    }
}

/// DEFLATE decompression (stored, fixed and dynamic Huffman blocks), after Mark Adler's puff.c.
enum Inflate {
    /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int]

        init(_ lengths: [Int]) {
            symbols = [Int](repeating: 0, count: lengths.count)
            for l in lengths { counts[l] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for l in 1..<15 { offsets[l + 1] = offsets[l] + counts[l] }
            for (s, l) in lengths.enumerated() where l != 0 {
                symbols[offsets[l]] = s
                offsets[l] += 1
            }
        }
    }

    /// Bit input, least significant bit first.
    struct Bits {
        let data: [UInt8]
        var position = 0
        var bitBuffer = 0
        var bitCount = 0

        mutating func bits(_ n: Int) throws -> Int {
            var v = bitBuffer
            while bitCount < n {
                guard position < data.count else { throw PNGImage.Failure(description: "inflate: out of input") }
                v |= Int(data[position]) << bitCount
                position += 1
                bitCount += 8
            }
            bitBuffer = v >> n
            bitCount -= n
            return v & ((1 << n) - 1)
        }

        mutating func decode(_ h: Huffman) throws -> Int {
            var code = 0, first = 0, index = 0
            for len in 1...15 {
                code |= try bits(1)
                let count = h.counts[len]
                if code - count < first { return h.symbols[index + (code - first)] }
                index += count
                first += count
                first <<= 1
                code <<= 1
            }
            throw PNGImage.Failure(description: "inflate: bad code")
        }
    }

    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                               4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// Inflates a raw DEFLATE stream.
    static func decompress(_ data: [UInt8]) throws -> [UInt8] {
        var input = Bits(data: data)
        var out: [UInt8] = []
        out.reserveCapacity(data.count * 4)
        var fixed = [Int](repeating: 8, count: 288)
        for i in 144..<256 { fixed[i] = 9 }
        for i in 256..<280 { fixed[i] = 7 }
        let fixedLength = Huffman(fixed)
        let fixedDistance = Huffman([Int](repeating: 5, count: 30))
        var last = 0
        repeat {
            last = try input.bits(1)
            let type = try input.bits(2)
            switch type {
            case 0:
                input.bitBuffer = 0
                input.bitCount = 0
                let p = input.position
                guard p + 4 <= data.count else { throw PNGImage.Failure(description: "inflate: bad stored block") }
                let len: Int = Int(data[p]) + 256 * Int(data[p + 1])
                guard p + 4 + len <= data.count else { throw PNGImage.Failure(description: "inflate: stored block past end") }
                out.append(contentsOf: data[(p + 4)..<(p + 4 + len)])
                input.position = p + 4 + len
            case 1:
                try codes(&input, &out, fixedLength, fixedDistance)
            case 2:
                let nlen = try input.bits(5) + 257, ndist = try input.bits(5) + 1, ncode = try input.bits(4) + 4
                let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
                var lengths = [Int](repeating: 0, count: 19)
                for i in 0..<ncode { lengths[order[i]] = try input.bits(3) }
                let lencode = Huffman(lengths)
                var all: [Int] = []
                while all.count < nlen + ndist {
                    let sym = try input.decode(lencode)
                    switch sym {
                    case 0..<16: all.append(sym)
                    case 16:
                        guard let prev = all.last else { throw PNGImage.Failure(description: "inflate: repeat with no length") }
                        all += [Int](repeating: prev, count: 3 + (try input.bits(2)))
                    case 17: all += [Int](repeating: 0, count: 3 + (try input.bits(3)))
                    default: all += [Int](repeating: 0, count: 11 + (try input.bits(7)))
                    }
                }
                try codes(&input, &out, Huffman(Array(all[0..<nlen])), Huffman(Array(all[nlen..<(nlen + ndist)])))
            default:
                throw PNGImage.Failure(description: "inflate: bad block type")
            }
        } while last == 0
        return out
    }

    /// Decodes literal/length and distance codes until the end-of-block symbol.
    static func codes(_ input: inout Bits, _ out: inout [UInt8], _ lengths: Huffman, _ distances: Huffman) throws {
        while true {
            let sym = try input.decode(lengths)
            if sym < 256 {
                out.append(UInt8(sym))
            } else if sym == 256 {
                return
            } else {
                let s = sym - 257
                guard s < 29 else { throw PNGImage.Failure(description: "inflate: bad length symbol") }
                let len = lengthBase[s] + (try input.bits(lengthExtra[s]))
                let d = try input.decode(distances)
                guard d < 30 else { throw PNGImage.Failure(description: "inflate: bad distance symbol") }
                let dist = distanceBase[d] + (try input.bits(distanceExtra[d]))
                guard dist <= out.count else { throw PNGImage.Failure(description: "inflate: distance too far back") }
                let start = out.count - dist
                for k in 0..<len { out.append(out[start + k]) }
            }
        }
    }
}
