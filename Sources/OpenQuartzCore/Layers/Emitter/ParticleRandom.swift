import Foundation

/// The random numbers of one particle: a counter-based generator, so each value is a pure function of the
/// emitter's `seed`, the particle's cell (its stream), its birth index and the quantity asked for (its
/// channel) — never of what was drawn before. Any frame can then be computed alone and gives the same
/// particles. Apple publishes no generator; this one is SplitMix64's finaliser over those counters.
struct ParticleRandom {
    private let key: UInt64

    init(seed: UInt32, stream: UInt64, index: Int) {
        key = Self.mix(Self.mix(UInt64(seed) &+ 0x9E37_79B9_7F4A_7C15 ^ stream) ^ UInt64(bitPattern: Int64(index)))
    }

    /// A uniform value in [0, 1).
    func unit(_ channel: Channel) -> Double {
        Double(Self.mix(key ^ (UInt64(channel.rawValue + 1) &* 0xD1B5_4A32_D192_ED03)) >> 11) / Double(1 << 53)
    }

    /// A uniform value in [−1, 1), the factor of a `…Range` property.
    func signed(_ channel: Channel) -> Double { unit(channel) * 2 - 1 }

    /// The stream of a cell: a top-level cell's from its index, a sub-cell's from its parent particle's
    /// stream and birth index and its own index.
    static func stream(parent: UInt64, parentIndex: Int, cell: Int) -> UInt64 {
        mix(parent ^ mix(UInt64(bitPattern: Int64(parentIndex)) &+ mix(UInt64(cell) &+ 0x632B_E59B_D9B4_E019)))
    }

    /// The quantities drawn per particle.
    enum Channel: UInt64 {
        case lifetime, velocity, longitude, scale, spin, red, green, blue, alpha, place1, place2, place3, place4
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
