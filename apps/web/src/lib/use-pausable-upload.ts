import { useEffect, useRef, useState } from 'react';
import type { UploadHandle } from './file-uploader';

/**
 * A component's running upload: `follow` it from its start, and pass `pausing` to its progress
 * bar, which offers Pause and Resume where the uploader can. An upload still running when the
 * component goes is aborted.
 */
export function usePausableUpload() {
  const running = useRef<UploadHandle | null>(null);
  const [pausable, setPausable] = useState(false);
  useEffect(() => () => running.current?.abort(), []);
  return {
    /** The upload's `done`, once it is no longer the running one. */
    follow(upload: UploadHandle): Promise<string> {
      running.current = upload;
      setPausable(Boolean(upload.pause && upload.resume));
      return upload.done.finally(() => {
        running.current = null;
      });
    },
    pausing: pausable
      ? { pause: () => running.current?.pause?.(), resume: () => running.current?.resume?.() }
      : undefined,
  };
}
