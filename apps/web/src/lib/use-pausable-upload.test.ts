import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UploadHandle } from './file-uploader';
import { usePausableUpload } from './use-pausable-upload';

/** An upload that remembers what it was told, and ends when `finish` is called. */
function fakeUpload({ pausable }: { pausable: boolean }) {
  let finish!: (id: string) => void;
  const done = new Promise<string>((resolve) => (finish = resolve));
  const upload = {
    state: 'sending' as 'sending' | 'paused' | 'aborted',
    done,
    abort: () => void (upload.state = 'aborted'),
    ...(pausable && {
      pause: () => void (upload.state = 'paused'),
      resume: () => void (upload.state = 'sending'),
    }),
  } satisfies UploadHandle & { state: string };
  return { upload, finish };
}

describe('usePausableUpload', () => {
  it('pauses and resumes the running upload', () => {
    const { result } = renderHook(() => usePausableUpload());
    const { upload } = fakeUpload({ pausable: true });
    expect(result.current.pausing).toBeUndefined();
    act(() => void result.current.follow(upload));

    act(() => result.current.pausing?.pause());
    expect(upload.state).toBe('paused');
    act(() => result.current.pausing?.resume());
    expect(upload.state).toBe('sending');
  });

  it('offers no pausing where the uploader cannot pause', () => {
    const { result } = renderHook(() => usePausableUpload());
    act(() => void result.current.follow(fakeUpload({ pausable: false }).upload));
    expect(result.current.pausing).toBeUndefined();
  });

  it('aborts the upload still running when the component goes, not one that ended', async () => {
    const running = fakeUpload({ pausable: true });
    const first = renderHook(() => usePausableUpload());
    act(() => void first.result.current.follow(running.upload));
    first.unmount();
    expect(running.upload.state).toBe('aborted');

    const ended = fakeUpload({ pausable: true });
    const second = renderHook(() => usePausableUpload());
    await act(async () => {
      const done = second.result.current.follow(ended.upload);
      ended.finish('asset-1');
      await expect(done).resolves.toBe('asset-1');
    });
    second.unmount();
    expect(ended.upload.state).toBe('sending');
  });
});
