import Dispatch
import Synchronization

extension Librsvg {
    /// A picture drawn in the parts of `plan`, with the filters vitrine computes itself, on a new canvas.
    ///
    /// Each part is drawn on a layer of its own, the parts shared among the cores, and each layer is painted
    /// over those before it as soon as they are all there, while the other cores go on drawing. Parsing and
    /// drawing are most of a keyboard's time, and its parts (the keys with their bevel, the labels with
    /// their shadow) take about as long as each other.
    func draw(_ plan: LayerPlan, width: Int, height: Int) throws(RasterError) -> CairoCanvas {
        let steps = plan.steps
        let stack = LayerStack(count: steps.count)
        DispatchQueue.concurrentPerform(iterations: steps.count) { index in
            stack.add(Result { () throws(RasterError) in try layer(steps[index], width: width, height: height) }, at: index)
        }
        return try stack.picture()
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

/// Layers arriving in any order, painted one over another in their own order: the first layer is the
/// picture, and whichever thread finds the next layers there paints them.
private final class LayerStack: Sendable {
    private struct State: ~Copyable {
        var layers: [Result<CairoCanvas, RasterError>?]
        /// The first layer not yet painted.
        var next = 1
        var painting = false
    }

    private let state: Mutex<State>

    init(count: Int) {
        state = Mutex(State(layers: Array(repeating: nil, count: count)))
    }

    func add(_ layer: Result<CairoCanvas, RasterError>, at index: Int) {
        let canPaint = state.withLock { state in
            state.layers[index] = layer
            guard !state.painting else { return false }
            state.painting = true
            return true
        }
        guard canPaint else { return }
        // One painter at a time; it paints until the next layer is not there yet, then lets go.
        while let (picture, layer) = state.withLock({ state -> (CairoCanvas, CairoCanvas)? in
            guard state.next < state.layers.count, case .success(let picture)? = state.layers[0],
                  case .success(let layer)? = state.layers[state.next] else {
                state.painting = false
                return nil
            }
            state.next += 1
            return (picture, layer)
        }) {
            picture.paint(layer)
        }
    }

    /// The picture, every layer painted; or the first failure.
    func picture() throws(RasterError) -> CairoCanvas {
        try state.withLock { state throws(RasterError) in
            for layer in state.layers { _ = try layer!.get() }
            return try state.layers[0]!.get()
        }
    }
}
