import Whittle

/// A sleeper that returns at once and remembers every wait, so retry tests never wait.
actor RecordingSleeper: Sleeper {
    private(set) var waits: [Duration] = []

    func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        waits.append(duration)
    }
}
