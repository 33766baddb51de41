import { describe, expect, it } from 'vitest';
import { aCourse, anApprovedCourse } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

async function catalogue() {
  const reactHooks = anApprovedCourse({
    name: 'React Hooks in Depth',
    shortDescription: 'Modern React with hooks',
    createdAt: day(1),
  });
  const react = anApprovedCourse({
    name: 'React for Beginners',
    shortDescription: 'Components and props',
    createdAt: day(2),
  });
  const python = anApprovedCourse({
    name: 'Python Data Science',
    shortDescription: 'Pandas and plots',
    category: 'Data Science',
    createdAt: day(3),
  });
  const pendingReact = aCourse({ name: 'React Hooks Advanced', createdAt: day(4) });
  const rejectedReact = aCourse({ name: 'React Hooks Old', status: 'rejected', createdAt: day(5) });
  const core = memoryCore();
  await core.given(reactHooks, react, python, pendingReact, rejectedReact);
  return { core, reactHooks, react, python };
}

const ids = (page: { items: { id: string }[] }) => page.items.map((course) => course.id);

describe('SearchCourses', () => {
  it('finds approved courses only, the best match first', async () => {
    const { core, reactHooks, react } = await catalogue();

    const page = await core.useCases.searchCourses.execute({ text: 'react hooks' });

    expect(ids(page)).toEqual([reactHooks.id, react.id]);
    expect(page.total).toBe(2);
  });

  it('matches the category and the start of words, whatever the case', async () => {
    const { core, python } = await catalogue();

    expect(ids(await core.useCases.searchCourses.execute({ text: 'SCIENCE' }))).toEqual([
      python.id,
    ]);
    expect(ids(await core.useCases.searchCourses.execute({ text: 'pyth' }))).toEqual([python.id]);
  });

  it('lists every approved course, newest first, for blank text', async () => {
    const { core, reactHooks, react, python } = await catalogue();

    for (const text of [undefined, '', '   ', '"" * -']) {
      expect(ids(await core.useCases.searchCourses.execute({ text }))).toEqual([
        python.id,
        react.id,
        reactHooks.id,
      ]);
    }
  });

  it('treats quotes and operators as plain text and cuts over-long text instead of failing', async () => {
    const { core, reactHooks } = await catalogue();

    const quoted = await core.useCases.searchCourses.execute({ text: '"hooks" OR 1=1; --' });
    const long = await core.useCases.searchCourses.execute({ text: `hooks ${'z'.repeat(5000)}` });

    expect(ids(quoted)).toEqual([reactHooks.id]);
    expect(ids(long)).toEqual([reactHooks.id]);
  });

  it('answers an empty page when nothing matches', async () => {
    const { core } = await catalogue();

    expect(await core.useCases.searchCourses.execute({ text: 'knitting' })).toMatchObject({
      items: [],
      total: 0,
    });
  });
});
