import OpenCoreGraphics

/// The shared state of a recording being rendered and encoded on several workers, in bounded memory.
///
/// Render trees come in from the recorder in order; workers claim them, composite them, plan their APNG
/// frames in order (cheap), compress them in parallel (expensive) and hand them back to be written in
/// order. The recorder waits while `window` frames are in flight, so memory holds a few frames, not the
/// recording.
actor FramePipeline<Sink: APNGByteSink & Sendable> {
    private let window: Int
    private var waiting: [RenderLayer] = []
    private var submitted = 0
    private var claimed = 0
    private var inputFinished = false
    private var claimers: [CheckedContinuation<(Int, RenderLayer)?, Never>] = []
    private var submitter: CheckedContinuation<Void, Never>?

    private var planner = APNGFramePlanner()
    private var planTurn = 0
    private var planners: [Int: CheckedContinuation<Void, Never>] = [:]

    private var writer: APNGStreamWriter<Sink>?
    private var written = 0
    private var finished: [Int: Outcome] = [:]
    private var failure: (any Error)?

    /// What a worker made of one frame.
    enum Outcome: Sendable {
        case skipped
        case repeatLastFrame
        case frame(APNGEncoder.Frame, disposeOfPrevious: APNGDisposeOperation)
    }

    init(window: Int, writer: APNGStreamWriter<Sink>?) {
        self.window = max(1, window)
        self.writer = writer
    }

    /// Adds the next render tree; waits while `window` frames are in flight. False once a worker has
    /// failed: the recording should stop.
    @discardableResult
    func submit(_ tree: RenderLayer) async -> Bool {
        while submitted - written >= window && failure == nil {
            await withCheckedContinuation { submitter = $0 }
        }
        guard failure == nil else { return false }
        if let claimer = claimers.first {
            claimers.removeFirst()
            claimer.resume(returning: (submitted, tree))
            claimed += 1
        } else {
            waiting.append(tree)
        }
        submitted += 1
        return true
    }

    /// A worker failed: everyone waiting is released, workers stop claiming, and ``finish()`` throws.
    func fail(_ error: any Error) {
        failure = failure ?? error
        finishInput()
        for planner in planners.values { planner.resume() }
        planners.removeAll()
        submitter?.resume()
        submitter = nil
    }

    /// No more trees will come: idle workers stop.
    func finishInput() {
        inputFinished = true
        for claimer in claimers { claimer.resume(returning: nil) }
        claimers.removeAll()
    }

    /// The next tree to render with its frame index, waiting for the recorder; nil when it is done.
    func claim() async -> (Int, RenderLayer)? {
        guard failure == nil else { return nil }
        if !waiting.isEmpty {
            let index = claimed
            claimed += 1
            return (index, waiting.removeFirst())
        }
        if inputFinished { return nil }
        return await withCheckedContinuation { claimers.append($0) }
    }

    /// Plans frame `index` once every earlier frame has been planned (nil after a failure).
    func plan(_ image: CGImage, index: Int) async -> APNGFramePlanner.Step? {
        if planTurn != index && failure == nil {
            await withCheckedContinuation { planners[index] = $0 }
        }
        guard failure == nil else { return nil }
        let step = planner.plan(image)
        planTurn += 1
        planners.removeValue(forKey: planTurn)?.resume()
        return step
    }

    /// Takes a worker's result for frame `index` and writes every frame now complete, in order.
    func deliver(_ outcome: Outcome, index: Int) {
        finished[index] = outcome
        while let next = finished.removeValue(forKey: written) {
            do {
                switch next {
                case .skipped: break
                case .repeatLastFrame: writer?.repeatLastFrame()
                case .frame(let frame, let dispose): try writer?.append(frame, disposeOfPrevious: dispose)
                }
            } catch {
                fail(error)
            }
            written += 1
        }
        if submitted - written < window, let submitter {
            self.submitter = nil
            submitter.resume()
        }
    }

    /// Writes the end of the file and returns the sink, or throws the first write error.
    func finish() throws -> Sink? {
        if let failure { throw failure }
        try writer?.finish()
        return writer?.sink
    }
}
