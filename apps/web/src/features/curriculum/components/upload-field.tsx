import { UploadOutlined } from '@ant-design/icons';
import { extensionsOf } from '@classroom/http-contract';
import { Button, Select } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useStores } from '../../../stores/use-stores';
import { listLibrary, type LibraryFile } from '../api/media-library';
import { uploadFile, worthRetrying } from '../../../lib/upload-media';
import { usePausableUpload } from '../../../lib/use-pausable-upload';
import { UploadProgress } from '../../../ui/upload-progress';
import { useFileDrop } from '../../../ui/use-file-drop';
import type { UploadedFile } from '../model/lesson-draft';
import { ErrorNotice } from './error-notice';

interface UploadFieldProps {
  kind: 'video' | 'file';
  label: string;
  value: UploadedFile | null;
  onChange: (file: UploadedFile) => void;
  /** A chosen video's length in seconds, read by the browser before it uploads. */
  onDuration?: (seconds: number) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
}

function readVideoDuration(file: File, onDuration: (seconds: number) => void): void {
  const video = document.createElement('video');
  const url = URL.createObjectURL(file);
  video.preload = 'metadata';
  video.onloadedmetadata = () => {
    if (Number.isFinite(video.duration)) onDuration(Math.round(video.duration));
    URL.revokeObjectURL(url);
  };
  video.onerror = () => URL.revokeObjectURL(url);
  video.src = url;
}

/** Picks a file and uploads it, resumably, showing its progress and any refusal. */
export function UploadField({
  kind,
  label,
  value,
  onChange,
  onDuration,
  onBusyChange,
  error,
}: UploadFieldProps) {
  const { api } = useStores();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [failed, setFailed] = useState<File | null>(null);
  const upload = usePausableUpload();

  const [library, setLibrary] = useState<LibraryFile[]>([]);

  useEffect(() => {
    let live = true;
    // The library is a convenience: without it, uploading still works.
    listLibrary(api, kind).then(
      (files) => live && setLibrary(files),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, kind]);
  const known = value ? library.find((file) => file.assetId === value.assetId) : undefined;
  const shownName = known?.name ?? value?.name;

  const choose = (assetId: string) => {
    const file = library.find((entry) => entry.assetId === assetId);
    if (!file) return;
    setFailure(null);
    onChange({ assetId, name: file.name });
    if (file.durationSeconds && onDuration) onDuration(Math.round(file.durationSeconds));
  };

  const start = (file: File) => {
    setFailure(null);
    setFailed(null);
    setPercent(0);
    onBusyChange(true);
    if (kind === 'video' && onDuration) readVideoDuration(file, onDuration);
    upload
      .follow(uploadFile(api, file, kind, setPercent))
      .then((assetId) => {
        onChange({ assetId, name: file.name });
        setLibrary((files) => [
          { assetId, name: file.name, status: 'processing', durationSeconds: null },
          ...files,
        ]);
      })
      .catch((reason: unknown) => {
        setFailure(reason);
        if (worthRetrying(reason)) setFailed(file);
      })
      .finally(() => {
        setPercent(null);
        onBusyChange(false);
      });
  };

  const { over, dropProps } = useFileDrop(start, percent !== null);
  return (
    <div
      className={`curriculum-upload file-drop${over ? ' file-drop--over' : ''}`}
      role="group"
      aria-labelledby={`${inputId}-label`}
      {...dropProps}
    >
      <span id={`${inputId}-label`} className="curriculum-field__label">
        {label}
      </span>
      <input
        ref={input}
        id={inputId}
        type="file"
        tabIndex={-1}
        aria-label={label}
        className="visually-hidden"
        accept={extensionsOf(kind).join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) start(file);
          event.target.value = '';
        }}
      />
      <div className="curriculum-upload__row">
        <Button
          icon={<UploadOutlined aria-hidden="true" />}
          onClick={() => input.current?.click()}
          disabled={percent !== null}
          aria-describedby={`${inputId}-state`}
        >
          {value ? 'Replace file' : kind === 'video' ? 'Choose a video' : 'Choose a file'}
        </Button>
        <span id={`${inputId}-state`} className="curriculum-upload__state">
          {percent !== null
            ? 'Uploading…'
            : value
              ? `Uploaded: ${shownName}`
              : 'Nothing uploaded yet: choose one, or drop it here'}
        </span>
      </div>
      {percent !== null ? (
        <UploadProgress
          pausing={upload.pausing}
          percent={percent}
          label={`Upload progress of ${label}`}
        />
      ) : null}
      {library.length > 0 ? (
        <Select
          className="curriculum-upload__library"
          aria-label={`Or choose ${kind === 'video' ? 'a video' : 'a file'} you uploaded before`}
          placeholder="Or choose one you uploaded before"
          showSearch={{ optionFilterProp: 'label' }}
          disabled={percent !== null}
          value={known?.assetId}
          options={library.map((file) => ({
            value: file.assetId,
            label: file.status === 'ready' ? file.name : `${file.name} (processing)`,
          }))}
          onChange={choose}
        />
      ) : null}
      {error ? <p className="curriculum-field__error">{error}</p> : null}
      <ErrorNotice error={failure} />
      {failed ? (
        // Trying again resumes: the uploader finds the part the server already has.
        <Button size="small" onClick={() => start(failed)}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
