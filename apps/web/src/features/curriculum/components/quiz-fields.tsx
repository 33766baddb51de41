import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, InputNumber, Radio } from 'antd';
import { useId } from 'react';
import { emptyQuestion, type QuizQuestionDraft } from '../model/lesson-draft';
import type { DraftProps } from './draft-props';
import { FieldError } from './field-error';

const MAX_OPTIONS = 10;

function QuestionEditor({
  question,
  index,
  onChange,
  onRemove,
  problem,
}: {
  question: QuizQuestionDraft;
  index: number;
  onChange: (question: QuizQuestionDraft) => void;
  onRemove: (() => void) | null;
  problem?: string;
}) {
  const id = useId();
  const number = index + 1;
  const setOption = (at: number, change: Partial<QuizQuestionDraft['options'][number]>) =>
    onChange({
      ...question,
      options: question.options.map((option, i) => (i === at ? { ...option, ...change } : option)),
    });
  const markCorrect = (at: number, correct: boolean) =>
    question.multiple
      ? setOption(at, { correct })
      : onChange({
          ...question,
          options: question.options.map((option, i) => ({ ...option, correct: i === at })),
        });

  return (
    <fieldset className="curriculum-question">
      <legend>Question {number}</legend>
      <label htmlFor={`${id}-prompt`} className="curriculum-field__label">
        Question {number} text
      </label>
      <Input.TextArea
        id={`${id}-prompt`}
        value={question.prompt}
        autoSize={{ minRows: 1, maxRows: 4 }}
        onChange={(event) => onChange({ ...question, prompt: event.target.value })}
      />
      <Checkbox
        checked={question.multiple}
        onChange={(event) =>
          onChange({
            ...question,
            multiple: event.target.checked,
            // One answer only: keep the first right one.
            options: event.target.checked
              ? question.options
              : question.options.map((option, i) => ({
                  ...option,
                  correct:
                    i ===
                    Math.max(
                      0,
                      question.options.findIndex((o) => o.correct),
                    ),
                })),
          })
        }
      >
        Several answers are right
      </Checkbox>
      <ul className="curriculum-options" aria-label={`Answers to question ${number}`}>
        {question.options.map((option, at) => {
          const name = `Answer ${at + 1} of question ${number}`;
          const Mark = question.multiple ? Checkbox : Radio;
          return (
            <li key={at} className="curriculum-option">
              <Mark
                checked={option.correct}
                aria-label={`${name} is right`}
                onChange={(event) => markCorrect(at, event.target.checked)}
              />
              <Input
                aria-label={name}
                value={option.text}
                onChange={(event) => setOption(at, { text: event.target.value })}
              />
              <Button
                type="text"
                icon={<DeleteOutlined aria-hidden="true" />}
                aria-label={`Remove ${name.toLowerCase()}`}
                disabled={question.options.length <= 2}
                onClick={() =>
                  onChange({ ...question, options: question.options.filter((_, i) => i !== at) })
                }
              />
            </li>
          );
        })}
      </ul>
      <FieldError id={`${id}-problem`} message={problem} />
      <div className="curriculum-question__actions">
        <Button
          size="small"
          icon={<PlusOutlined aria-hidden="true" />}
          disabled={question.options.length >= MAX_OPTIONS}
          onClick={() =>
            onChange({ ...question, options: [...question.options, { text: '', correct: false }] })
          }
        >
          Add an answer
        </Button>
        {onRemove ? (
          <Button size="small" danger onClick={onRemove}>
            Remove question {number}
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}

/** A quiz: its questions with their right answers, the pass mark and the attempts allowed. */
export function QuizFields({ draft, update, problems }: DraftProps) {
  const id = useId();
  const setQuestion = (at: number, question: QuizQuestionDraft) =>
    update({ questions: draft.questions.map((q, i) => (i === at ? question : q)) });
  return (
    <div className="curriculum-quiz">
      {draft.questions.map((question, index) => (
        <QuestionEditor
          key={index}
          index={index}
          question={question}
          problem={
            problems[`content.questions.${index}.options`] ??
            problems[`content.questions.${index}.prompt`]
          }
          onChange={(next) => setQuestion(index, next)}
          onRemove={
            draft.questions.length > 1
              ? () => update({ questions: draft.questions.filter((_, i) => i !== index) })
              : null
          }
        />
      ))}
      <Button
        icon={<PlusOutlined aria-hidden="true" />}
        onClick={() => update({ questions: [...draft.questions, emptyQuestion()] })}
      >
        Add a question
      </Button>
      <div className="curriculum-quiz__settings">
        <div className="curriculum-field">
          <label htmlFor={`${id}-pass`} className="curriculum-field__label">
            Pass mark (%)
          </label>
          <InputNumber
            id={`${id}-pass`}
            min={1}
            max={100}
            precision={0}
            value={draft.passMark}
            onChange={(value) => update({ passMark: typeof value === 'number' ? value : 0 })}
          />
          <FieldError id={`${id}-pass-error`} message={problems['content.passMark']} />
        </div>
        <div className="curriculum-field">
          <label htmlFor={`${id}-attempts`} className="curriculum-field__label">
            Attempts allowed (empty: no limit)
          </label>
          <InputNumber
            id={`${id}-attempts`}
            min={1}
            max={100}
            precision={0}
            value={draft.attemptsLimit}
            onChange={(value) =>
              update({ attemptsLimit: typeof value === 'number' ? value : null })
            }
          />
          <FieldError id={`${id}-attempts-error`} message={problems['content.attemptsLimit']} />
        </div>
      </div>
    </div>
  );
}
