// The seeded generator every randomized test uses, with the rest of the test support.
@_exported import TestRandom
