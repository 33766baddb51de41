import { Input, Radio } from 'antd';
import { useId } from 'react';
import { formatDuration } from '../model/lesson-draft';
import type { DraftProps } from './draft-props';
import { FieldError } from './field-error';
import { UploadField } from './upload-field';

/** A video lesson: an uploaded file or a YouTube or Vimeo link, and optional captions. */
export function VideoFields({
  draft,
  update,
  problems,
  onBusyChange,
}: DraftProps & { onBusyChange: (busy: boolean) => void }) {
  const id = useId();
  const linkError = problems['content.source.url'];
  const captionsError = problems['content.captionsUrl'];
  return (
    <>
      <Radio.Group
        aria-label="Video source"
        value={draft.videoSource}
        onChange={(event) => update({ videoSource: event.target.value as 'upload' | 'link' })}
        options={[
          { value: 'upload', label: 'Upload a video' },
          { value: 'link', label: 'YouTube or Vimeo link' },
        ]}
      />
      {draft.videoSource === 'upload' ? (
        <UploadField
          kind="video"
          label="Video file"
          value={draft.video}
          onChange={(video) => update({ video })}
          onDuration={(seconds) => {
            if (draft.duration.trim() === '') update({ duration: formatDuration(seconds) });
          }}
          onBusyChange={onBusyChange}
          error={problems['content.source.assetId']}
        />
      ) : (
        <div className="curriculum-field">
          <label htmlFor={`${id}-link`} className="curriculum-field__label">
            Video link
          </label>
          <Input
            id={`${id}-link`}
            value={draft.videoUrl}
            placeholder="https://www.youtube.com/watch?v=…"
            inputMode="url"
            status={linkError ? 'error' : undefined}
            aria-describedby={linkError ? `${id}-link-error` : undefined}
            onChange={(event) => update({ videoUrl: event.target.value })}
          />
          <FieldError id={`${id}-link-error`} message={linkError} />
        </div>
      )}
      <div className="curriculum-field">
        <label htmlFor={`${id}-captions`} className="curriculum-field__label">
          Captions URL (WebVTT, optional)
        </label>
        <Input
          id={`${id}-captions`}
          value={draft.captionsUrl}
          placeholder="https://example.com/captions.vtt"
          inputMode="url"
          status={captionsError ? 'error' : undefined}
          aria-describedby={captionsError ? `${id}-captions-error` : undefined}
          onChange={(event) => update({ captionsUrl: event.target.value })}
        />
        <FieldError id={`${id}-captions-error`} message={captionsError} />
      </div>
    </>
  );
}
