export { DiskMediaStorage } from './disk-media-storage';
export { HmacSigner } from './hmac-signer';
export { MAX_RANGES, serveSignedMedia, type MediaRequestHandler } from './serve-signed-media';
export { SIGNED_PATH } from './signed-path';
