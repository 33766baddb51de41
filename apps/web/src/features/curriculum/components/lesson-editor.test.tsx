import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { emptyDraft } from '../model/lesson-draft';
import { LessonEditor } from './lesson-editor';

function renderEditor(onSave = vi.fn().mockResolvedValue(undefined)) {
  render(
    <LessonEditor
      heading="Add a lesson to 'Basics'"
      initial={{ ...emptyDraft('quiz'), title: 'Check' }}
      onSave={onSave}
      onClose={vi.fn()}
    />,
  );
  return onSave;
}

// jsdom has no ResizeObserver; antd's text areas observe their size.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('LessonEditor', { timeout: 30_000 }, () => {
  it('sends a quiz whose single right answer is the one last marked', async () => {
    const onSave = renderEditor();
    type('Question 1 text', 'Which book records every sale?');
    type('Answer 1 of question 1', 'The atlas');
    type('Answer 2 of question 1', 'The journal');
    fireEvent.click(screen.getByLabelText('Answer 2 of question 1 is right'));
    type('Duration (minutes:seconds)', '1:30');
    fireEvent.click(screen.getByRole('button', { name: 'Save lesson' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({
      title: 'Check',
      preview: false,
      durationSeconds: 90,
      content: {
        kind: 'quiz',
        passMark: 70,
        attemptsLimit: null,
        questions: [
          {
            prompt: 'Which book records every sale?',
            multiple: false,
            options: [
              { text: 'The atlas', correct: false },
              { text: 'The journal', correct: true },
            ],
          },
        ],
      },
    });
  });

  it('shows the server’s refusal, with each field’s message', async () => {
    const refusal = new ApiError(422, 'validation_failed', 'Please check the lesson.', {
      title: 'Lesson title is required',
      'content.questions.0.options.0.text': 'Option is required',
    });
    const onSave = renderEditor(vi.fn().mockRejectedValue(refusal));
    fireEvent.click(screen.getByRole('button', { name: 'Save lesson' }));
    await screen.findByText('Please check the lesson.');
    expect(onSave).toHaveBeenCalled();
    // The title's message shows under the field and in the list.
    expect(screen.getAllByText('Lesson title is required')).toHaveLength(2);
    expect(screen.getByText('Option is required')).toBeTruthy();
  });

  it('keeps a lesson that cannot be sent yet, and says why', () => {
    const onSave = renderEditor();
    type('Duration (minutes:seconds)', 'soon');
    fireEvent.click(screen.getByRole('button', { name: 'Save lesson' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Write the duration as minutes:seconds, e.g. 4:30')).toBeTruthy();
    expect(screen.getByText('Please fix the marked fields first.')).toBeTruthy();
  });
});
