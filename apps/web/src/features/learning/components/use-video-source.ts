import { useEffect, type RefObject } from 'react';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * Plays a lesson video's HLS ladder where the browser can, so it adapts to the network: natively
 * (Safari, newer Chrome), or through hls.js, loaded only then. Otherwise, or when streaming
 * fails, the uploaded MP4 at `url` plays as it is.
 */
export function useVideoSource(
  videoRef: RefObject<HTMLVideoElement | null>,
  url: string,
  hlsUrl: string | null,
) {
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (!hlsUrl) {
      video.src = url;
      return;
    }
    if (video.canPlayType(HLS_TYPE)) {
      video.src = hlsUrl;
      return;
    }
    let stopped = false;
    let destroy = () => {};
    void import('hls.js/light')
      .then(({ default: Hls }) => {
        if (stopped) return;
        if (!Hls.isSupported()) {
          video.src = url;
          return;
        }
        // No worker: the site's CSP allows no blob: scripts.
        const hls = new Hls({ enableWorker: false });
        destroy = () => hls.destroy();
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          hls.destroy();
          video.src = url;
        });
        hls.loadSource(hlsUrl);
        hls.attachMedia(video);
      })
      .catch(() => {
        if (!stopped) video.src = url;
      });
    return () => {
      stopped = true;
      destroy();
    };
  }, [videoRef, url, hlsUrl]);
}
