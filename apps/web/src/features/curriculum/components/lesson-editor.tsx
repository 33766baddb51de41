import type { LessonBody } from '@classroom/http-contract';
import { Button, Input, Modal, Segmented, Switch } from 'antd';
import { useId, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import type { LessonKind } from '../api/curriculum-api';
import { LESSON_KIND_LABELS, toLessonBody, type LessonDraftState } from '../model/lesson-draft';
import { ArticleFields } from './article-fields';
import { ErrorNotice } from './error-notice';
import { FieldError } from './field-error';
import { QuizFields } from './quiz-fields';
import { UploadField } from './upload-field';
import { VideoFields } from './video-fields';

const KINDS = Object.entries(LESSON_KIND_LABELS).map(([value, label]) => ({ value, label }));

interface LessonEditorProps {
  /** "Add a lesson to 'Basics'" or "Edit 'Welcome'". */
  heading: string;
  initial: LessonDraftState;
  onSave: (body: LessonBody) => Promise<void>;
  onClose: () => void;
}

/** The lesson editor: title, kind, the kind's content, duration and the preview flag. */
export function LessonEditor({ heading, initial, onSave, onClose }: LessonEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const update = (change: Partial<LessonDraftState>) => setDraft((now) => ({ ...now, ...change }));
  const props = { draft, update, problems };

  const save = async () => {
    setFailure(null);
    const result = toLessonBody(draft);
    if ('problems' in result) {
      setProblems(result.problems);
      return;
    }
    setProblems({});
    setSaving(true);
    try {
      await onSave(result.body);
    } catch (error) {
      setFailure(error);
      if (isApiError(error)) setProblems({ ...error.fields });
    } finally {
      setSaving(false);
    }
  };

  const unfixed = !failure && Object.keys(problems).length > 0;
  return (
    <Modal
      open
      title={heading}
      onCancel={onClose}
      width={760}
      mask={{ closable: false }}
      className="curriculum-editor"
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={saving}
          disabled={uploading}
          onClick={() => void save()}
        >
          Save lesson
        </Button>,
      ]}
    >
      <form
        className="curriculum-editor__form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="curriculum-field">
          <label htmlFor={`${id}-title`} className="curriculum-field__label">
            Lesson title
          </label>
          <Input
            id={`${id}-title`}
            value={draft.title}
            maxLength={200}
            status={problems.title ? 'error' : undefined}
            aria-describedby={problems.title ? `${id}-title-error` : undefined}
            onChange={(event) => update({ title: event.target.value })}
          />
          <FieldError id={`${id}-title-error`} message={problems.title} />
        </div>
        <div className="curriculum-field">
          <span className="curriculum-field__label" id={`${id}-kind`}>
            Kind
          </span>
          <Segmented
            aria-labelledby={`${id}-kind`}
            value={draft.kind}
            options={KINDS}
            className="curriculum-kinds"
            onChange={(kind) => update({ kind: kind as LessonKind })}
          />
        </div>
        {draft.kind === 'video' ? <VideoFields {...props} onBusyChange={setUploading} /> : null}
        {draft.kind === 'article' ? <ArticleFields {...props} /> : null}
        {draft.kind === 'quiz' ? <QuizFields {...props} /> : null}
        {draft.kind === 'file' ? (
          <UploadField
            kind="file"
            label="Downloadable file"
            value={draft.file}
            onChange={(file) => update({ file })}
            onBusyChange={setUploading}
            error={problems['content.assetId']}
          />
        ) : null}
        <div className="curriculum-editor__row">
          <div className="curriculum-field">
            <label htmlFor={`${id}-duration`} className="curriculum-field__label">
              Duration (minutes:seconds)
            </label>
            <Input
              id={`${id}-duration`}
              value={draft.duration}
              placeholder="4:30"
              inputMode="numeric"
              className="curriculum-duration"
              status={problems.durationSeconds ? 'error' : undefined}
              aria-describedby={problems.durationSeconds ? `${id}-duration-error` : undefined}
              onChange={(event) => update({ duration: event.target.value })}
            />
            <FieldError id={`${id}-duration-error`} message={problems.durationSeconds} />
          </div>
          <label className="curriculum-switch">
            <Switch
              checked={draft.preview}
              onChange={(preview) => update({ preview })}
              aria-label="Free preview"
            />{' '}
            Free preview: anyone signed in may open this lesson
          </label>
        </div>
        {failure ? (
          <ErrorNotice error={failure} />
        ) : unfixed ? (
          <ErrorNotice lines={['Please fix the marked fields first.']} />
        ) : null}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Modal>
  );
}
