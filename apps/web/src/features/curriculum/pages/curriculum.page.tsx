import { ArrowLeftOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import type { LessonBody } from '@classroom/http-contract';
import { Button } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { askAbout, confirmAction } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { LoadingImage } from '../../../ui/loading-image';
import type { Curriculum, CurriculumLesson, CurriculumSection } from '../api/curriculum-api';
import { CurriculumOutline } from '../components/curriculum-outline';
import { ErrorNotice } from '../components/error-notice';
import { LessonEditor } from '../components/lesson-editor';
import { ReviewNotice, WAITING_FOR_REVIEW } from '../components/review-notice';
import { TitleDialog } from '../components/title-dialog';
import { useCurriculum } from '../components/use-curriculum';
import { errorLines } from '../model/error-lines';
import { draftOf, emptyDraft, formatDuration } from '../model/lesson-draft';
import { orderOf } from '../model/reorder';
import '../curriculum.css';

type Editing =
  { mode: 'add'; section: CurriculumSection } | { mode: 'edit'; lesson: CurriculumLesson } | null;
type Naming = { mode: 'add' } | { mode: 'rename'; section: CurriculumSection } | null;

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function showError(error: unknown) {
  const [title, ...rest] = errorLines(error);
  notify.error(title!, rest.join(' ') || undefined);
}

/** The instructor's curriculum builder for one of their courses. */
export function Component() {
  usePageTitle('Curriculum | Instructor');
  const { id = '' } = useParams();
  const builder = useCurriculum(id);
  const { curriculum, standing } = builder;
  const [editing, setEditing] = useState<Editing>(null);
  const [naming, setNaming] = useState<Naming>(null);
  const [announcement, setAnnouncement] = useState('');

  if (builder.state === 'failed') {
    return (
      <section className="curriculum">
        <ErrorNotice error={builder.loadError} />
        <p>
          <Button onClick={builder.reload}>Try again</Button>{' '}
          <Link to="/teacher-dashboard/classes">Back to my classes</Link>
        </p>
      </section>
    );
  }
  if (!curriculum || !standing) return <LoadingImage />;

  const approved = standing.state === 'approved';
  const saved = (title: string) => notify.success(title, approved ? WAITING_FOR_REVIEW : undefined);

  const saveLesson = async (body: LessonBody) => {
    if (!editing) return;
    if (editing.mode === 'add') {
      await builder.change((api) => api.addLesson(id, editing.section._id, body));
    } else {
      await builder.change((api) => api.reviseLesson(id, editing.lesson._id, body));
    }
    setEditing(null);
    saved('Lesson saved!');
  };

  const saveTitle = async (title: string) => {
    if (!naming) return;
    if (naming.mode === 'add') await builder.change((api) => api.addSection(id, title));
    else await builder.change((api) => api.renameSection(id, naming.section._id, title));
    setNaming(null);
    saved(naming.mode === 'add' ? 'Section added!' : 'Section renamed!');
  };

  const remove = async (title: string, call: () => Promise<unknown>) => {
    const question = askAbout('Delete', title);
    if (!(await confirmAction({ label: 'Yes, delete it!', question }))) return;
    try {
      await call();
      saved('Deleted!');
    } catch (error) {
      showError(error);
    }
  };

  /** Shows the new order at once, saves it, and goes back to the server's if it is refused. */
  const reorder = async (sections: CurriculumSection[], message: string) => {
    const before: Curriculum = curriculum;
    builder.show({ ...curriculum, sections });
    try {
      await builder.change((api) => api.reorder(id, orderOf(sections)));
      setAnnouncement(message);
    } catch (error) {
      builder.show(before);
      showError(error);
    }
  };

  const setPreview = (lesson: CurriculumLesson, preview: boolean) =>
    builder.change((api) => api.setPreview(id, lesson._id, preview)).catch(showError);

  return (
    <section className="curriculum" aria-labelledby="curriculum-heading">
      <div className="curriculum__top">
        <Link to="/teacher-dashboard/classes" className="curriculum__back">
          <ArrowLeftOutlined aria-hidden="true" /> My classes
        </Link>
        <Link to={`/course/${id}`} className="curriculum__back">
          <EyeOutlined aria-hidden="true" /> See the course page
        </Link>
      </div>
      <h2 id="curriculum-heading" className="dash-page-heading">
        Curriculum: {standing.name}
      </h2>
      <ReviewNotice standing={standing} />
      <p className="curriculum-muted">
        {count(curriculum.sections.length, 'section')} · {count(curriculum.lessonCount, 'lesson')} ·
        total length {formatDuration(curriculum.totalSeconds)}
      </p>
      <p className="curriculum-muted curriculum-hint">
        Drag the handles to reorder, or use the arrow buttons; a lesson at the edge of a section
        moves into the next one.
      </p>
      <CurriculumOutline
        sections={curriculum.sections}
        onReorder={(sections, message) => void reorder(sections, message)}
        onRenameSection={(section) => setNaming({ mode: 'rename', section })}
        onDeleteSection={(section) =>
          void remove(section.title, () =>
            builder.change((api) => api.deleteSection(id, section._id)),
          )
        }
        onAddLesson={(section) => setEditing({ mode: 'add', section })}
        onEditLesson={(lesson) => setEditing({ mode: 'edit', lesson })}
        onDeleteLesson={(lesson) =>
          void remove(lesson.title, () => builder.change((api) => api.deleteLesson(id, lesson._id)))
        }
        onPreviewLesson={(lesson, preview) => void setPreview(lesson, preview)}
      />
      <Button
        type="primary"
        icon={<PlusOutlined aria-hidden="true" />}
        onClick={() => setNaming({ mode: 'add' })}
      >
        Add a section
      </Button>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {editing ? (
        <LessonEditor
          heading={
            editing.mode === 'add'
              ? `Add a lesson to '${editing.section.title}'`
              : `Edit '${editing.lesson.title}'`
          }
          initial={editing.mode === 'add' ? emptyDraft() : draftOf(editing.lesson)}
          onSave={saveLesson}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {naming ? (
        <TitleDialog
          heading={naming.mode === 'add' ? 'Add a section' : `Rename '${naming.section.title}'`}
          label="Section title"
          initial={naming.mode === 'rename' ? naming.section.title : ''}
          submitLabel={naming.mode === 'add' ? 'Add section' : 'Rename section'}
          onSubmit={saveTitle}
          onClose={() => setNaming(null)}
        />
      ) : null}
    </section>
  );
}
