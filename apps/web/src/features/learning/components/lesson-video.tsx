import { MAX_PLAYBACK_RATE } from '@classroom/http-contract';
import { Alert, Segmented } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { LessonView } from '../api/learning-api';
import type { PlayerStore } from '../stores/player.store';
import { WatchTracker, type WatchReport } from '../stores/watch-tracker';
import { useVideoSource } from './use-video-source';

/** Up to the server's cap: it counts seconds watched up to that many times the wall time. */
const SPEEDS = [0.75, 1, 1.25, 1.5, MAX_PLAYBACK_RATE];
const SKIP_SECONDS = 10;

type VideoContent = Extract<LessonView['lesson']['content'], { kind: 'video' }>;

/** Sends what the video plays to the server, and resumes at the saved second. */
function useHeartbeats(
  store: PlayerStore,
  videoRef: RefObject<HTMLVideoElement | null>,
  resumeAt: number,
) {
  const duration = store.view?.lesson.durationSeconds ?? 0;
  const lessonId = store.view?.lesson._id ?? '';
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const tracker = new WatchTracker(duration);
    const send = (report: WatchReport | null) => {
      if (report) store.report(lessonId, report).catch(() => undefined);
    };
    const onMetadata = () => {
      if (resumeAt > 0 && resumeAt < video.duration - 1) video.currentTime = resumeAt;
    };
    const onTime = () => {
      if (!video.paused && !video.seeking) send(tracker.played(video.currentTime, wall()));
    };
    const wall = () => performance.now() / 1000;
    const onPlay = () => tracker.playing(video.currentTime, wall());
    const onSeeked = () => send(tracker.seeked(video.currentTime, wall()));
    // The position when playback stops counts too: time updates may lag on a busy page.
    const stopped = (ended: boolean) => {
      if (!video.seeking) send(tracker.played(video.currentTime, wall()));
      send(tracker.flush(ended));
    };
    const onPause = () => stopped(false);
    const onEnded = () => stopped(true);
    video.addEventListener('loadedmetadata', onMetadata);
    video.addEventListener('play', onPlay);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('seeked', onSeeked);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onEnded);
    if (video.readyState >= 1) onMetadata();
    return () => {
      video.removeEventListener('loadedmetadata', onMetadata);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('seeked', onSeeked);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onEnded);
      send(tracker.flush(video.ended));
    };
  }, [store, videoRef, lessonId, duration, resumeAt]);
}

function onShortcut(event: KeyboardEvent, video: HTMLVideoElement, setSpeed: (s: number) => void) {
  const speedIndex = SPEEDS.indexOf(video.playbackRate);
  switch (event.key.toLowerCase()) {
    case 'k':
      if (video.paused) void video.play();
      else video.pause();
      break;
    case 'j':
      video.currentTime = Math.max(0, video.currentTime - SKIP_SECONDS);
      break;
    case 'l':
      video.currentTime = Math.min(video.duration, video.currentTime + SKIP_SECONDS);
      break;
    case '>':
      setSpeed(SPEEDS[Math.min(SPEEDS.length - 1, speedIndex + 1)] ?? 1);
      break;
    case '<':
      setSpeed(SPEEDS[Math.max(0, speedIndex - 1)] ?? 1);
      break;
    case 'c': {
      const track = video.textTracks[0];
      if (track) track.mode = track.mode === 'showing' ? 'hidden' : 'showing';
      break;
    }
    default:
      return;
  }
  event.preventDefault();
}

/** An uploaded video: the HTML5 player with captions, speeds and shortcuts. */
const UploadedVideo = observer(function UploadedVideo({
  store,
  url,
  hlsUrl,
  posterUrl,
  content,
}: {
  store: PlayerStore;
  url: string;
  hlsUrl: string | null;
  posterUrl: string | null;
  content: VideoContent;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  useVideoSource(videoRef, url, hlsUrl);
  const [speed, setSpeedState] = useState(1);
  const [resumeAt] = useState(() => store.standing?.lastPositionSeconds ?? 0);
  const refreshed = useRef(false);
  useHeartbeats(store, videoRef, resumeAt);

  const setSpeed = (value: number) => {
    setSpeedState(value);
    if (videoRef.current) videoRef.current.playbackRate = value;
  };
  const onError = () => {
    // A signed address that expired while the lesson was open: ask once for a new one.
    if (refreshed.current) return;
    refreshed.current = true;
    void store.refreshMedia();
  };

  return (
    <div
      className="lesson-video"
      onKeyDown={(event) => videoRef.current && onShortcut(event, videoRef.current, setSpeed)}
    >
      <video
        ref={videoRef}
        className="lesson-video__frame"
        poster={posterUrl ?? undefined}
        controls
        preload="metadata"
        playsInline
        onError={onError}
        aria-label={store.view?.lesson.title}
      >
        {content.captionsUrl ? (
          <track kind="captions" src={content.captionsUrl} srcLang="en" label="Captions" default />
        ) : null}
      </video>
      <div className="lesson-video__controls">
        <span id="speed-label">Speed</span>
        <Segmented
          aria-labelledby="speed-label"
          size="small"
          value={speed}
          onChange={(value) => setSpeed(Number(value))}
          options={SPEEDS.map((value) => ({ label: `${value}x`, value }))}
        />
        <span className="lesson-video__keys">
          Keys: K play or pause · J / L back or ahead 10 s · &lt; &gt; speed
          {content.captionsUrl ? ' · C captions' : ''}
        </span>
      </div>
    </div>
  );
});

/** The lesson's video: uploaded (signed address) or a YouTube or Vimeo embed. */
export const LessonVideo = observer(function LessonVideo({ store }: { store: PlayerStore }) {
  const content = store.view?.lesson.content;
  const media = store.media;
  if (!content || content.kind !== 'video') return null;
  if (store.mediaError) return <Alert type="error" showIcon title={store.mediaError} />;
  if (!media) return <div className="lesson-video__frame lesson-video__frame--loading" />;
  if (media.source === 'embed') {
    return (
      <div className="lesson-video">
        <iframe
          className="lesson-video__frame"
          src={media.embedUrl}
          title={store.view?.lesson.title ?? 'Video'}
          allow="fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <UploadedVideo
      key={media.url}
      store={store}
      url={media.url}
      hlsUrl={media.hlsUrl}
      posterUrl={media.posterUrl}
      content={content}
    />
  );
});
