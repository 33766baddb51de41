// The whole core over the in-memory adapters, for use-case tests (the core's own, and any
// adapter's that drive use cases). Not part of the package's runtime entry.
export { memoryCore, type MemoryCore } from './memory-core';
export { CountingHasher, SequentialSecrets, identityWorld } from './identity-world';
export { memoryMedia, type MemoryMedia } from './memory-media';
