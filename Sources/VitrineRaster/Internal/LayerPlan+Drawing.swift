import Dispatch

extension Librsvg {
    /// A picture drawn in the parts of `plan`, with the filters vitrine computes itself, on a new canvas.
    ///
    /// Each part is drawn on a layer of its own, the parts shared among the cores, and the layers are then
    /// painted one over another in order. Parsing and drawing are most of a keyboard's time, and its parts
    /// (the keys with their bevel, the labels with their shadow) take about as long as each other.
    func draw(_ plan: LayerPlan, width: Int, height: Int) throws(RasterError) -> CairoCanvas {
        let steps = plan.steps
        let layers = UnsafeMutableBufferPointer<Result<CairoCanvas, RasterError>?>.allocate(capacity: steps.count)
        layers.initialize(repeating: nil)
        defer {
            layers.deinitialize()
            layers.deallocate()
        }
        do {
            nonisolated(unsafe) let results = layers
            // Each step writes its own slot only, and librsvg handles are never shared between threads.
            DispatchQueue.concurrentPerform(iterations: steps.count) { index in
                results[index] = Result { () throws(RasterError) in try layer(steps[index], width: width, height: height) }
            }
        }
        let canvas = try layers[0]!.get()
        for index in 1..<steps.count {
            canvas.paint(try layers[index]!.get())
        }
        return canvas
    }

    private func layer(_ step: LayerPlan.Step, width: Int, height: Int) throws(RasterError) -> CairoCanvas {
        let canvas = try CairoCanvas(library: self, width: width, height: height)
        switch step {
        case .draw(let part):
            try parse(part).draw(on: canvas)
        case .lifted(let source, let filter):
            try parse(source).draw(on: canvas)
            try filter.apply(to: canvas)
        }
        return canvas
    }
}
