import { Alert, Button, Checkbox, Radio } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { PlayerStore } from '../stores/player.store';

/** A quiz: one question after another, single or multiple choice, graded on the server. */
export const LessonQuiz = observer(function LessonQuiz({ store }: { store: PlayerStore }) {
  const content = store.view?.lesson.content;
  const [answers, setAnswers] = useState<number[][]>([]);
  const [missing, setMissing] = useState(false);
  if (!content || content.kind !== 'quiz') return null;
  const standing = store.standing;
  const result = store.quizResult;
  const exhausted = standing?.attemptsLeft === 0;
  const passed = standing?.status === 'completed';
  // A preview shows the questions; only the enrolled (and the owner and admins) submit.
  const visitor = store.view?.role === 'visitor';
  const choose = (index: number, chosen: number[]) => {
    const next = content.questions.map((_, i) => answers[i] ?? []);
    next[index] = chosen;
    setAnswers(next);
    setMissing(false);
  };
  const submit = () => {
    if (visitor) return;
    const full = content.questions.map((_, i) => answers[i] ?? []);
    if (full.some((chosen) => chosen.length === 0)) {
      setMissing(true);
      return;
    }
    void store.submitQuiz(full);
  };

  return (
    <form
      className="lesson-quiz"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="lesson-quiz__terms">
        Pass mark: {content.passMark}% ·{' '}
        {content.attemptsLimit === null
          ? 'unlimited attempts'
          : `${standing?.attemptsLeft ?? content.attemptsLimit} of ${content.attemptsLimit} attempts left`}
      </p>
      <ol className="lesson-quiz__questions">
        {content.questions.map((question, index) => (
          <li key={index}>
            <fieldset>
              <legend>
                {index + 1}. {question.prompt}
                {question.multiple ? (
                  <span className="lesson-quiz__hint"> (choose all that apply)</span>
                ) : null}
              </legend>
              {question.multiple ? (
                <Checkbox.Group
                  className="lesson-quiz__options"
                  value={answers[index] ?? []}
                  onChange={(chosen) => choose(index, chosen)}
                  options={question.options.map((text, option) => ({ label: text, value: option }))}
                />
              ) : (
                <Radio.Group
                  className="lesson-quiz__options"
                  value={answers[index]?.[0]}
                  onChange={(event) => choose(index, [event.target.value as number])}
                  options={question.options.map((text, option) => ({ label: text, value: option }))}
                />
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      {missing ? (
        <Alert type="warning" showIcon title="Answer every question before you submit." />
      ) : null}
      {result ? (
        <Alert
          type={result.passed ? 'success' : 'error'}
          showIcon
          role="status"
          title={
            result.passed
              ? `You scored ${result.score}%: passed.`
              : `You scored ${result.score}%: ${content.passMark}% is needed to pass.`
          }
        />
      ) : null}
      {exhausted && !result?.passed ? (
        <Alert type="info" showIcon title="You have used every attempt at this quiz." />
      ) : null}
      {visitor ? (
        <Alert type="info" showIcon title="Enroll in the course to submit your answers." />
      ) : (
        <Button htmlType="submit" disabled={store.busy || exhausted || passed}>
          Submit answers
        </Button>
      )}
    </form>
  );
});
