// hls.js ships the types of its full build only; its light build (no subtitles, no DRM, no
// alternate audio) has the same API.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
