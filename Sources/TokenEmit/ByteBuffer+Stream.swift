/// Buffers for emitted files, which may stream to the sink instead of being held whole.
extension ByteBuffer {
    /// A buffer for a file of about `size` bytes: one that hands the file to `stream` in its pieces when there
    /// is a stream (holding a piece at a time), else one that holds it all.
    package init(size: Int, streamingTo stream: OutputFileStream?) {
        if let stream {
            self.init(spillingOver: min(size, stream.pieceSize), to: stream.write)
        } else {
            self.init(capacity: size)
        }
    }
}
