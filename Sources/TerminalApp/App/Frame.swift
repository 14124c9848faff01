/// A drawn frame and where the text cursor belongs (nil: hidden).
package struct Frame {
    package let canvas: Canvas
    package let cursor: (x: Int, y: Int)?
}
