import { observer } from 'mobx-react-lite';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFeatureStore } from '../../../stores/use-stores';
import { usePageTitle } from '../../../lib/page-title';
import { useDebounced } from '../../../lib/use-debounced';
import { useWhenVisible } from '../../../lib/use-when-visible';
import { CourseCard } from '../../../ui/course-card';
import { LoadingImage } from '../../../ui/loading-image';
import { CatalogFilters } from '../components/catalog-filters';
import {
  criteriaFromParams,
  hasFilters,
  paramsFromCriteria,
  type CatalogCriteria,
} from '../model/catalog-criteria';
import { createCourseSearchStore } from '../stores/course-search.store';
import { SearchBox } from '../components/search-box';
import { createSuggestionsStore } from '../stores/suggestions.store';
import '../catalog.css';

/** How long typing must pause before the results and suggestions follow. */
const TYPING_PAUSE_MS = 250;

/**
 * 'All Courses': search approved courses as you type, with suggestions, filters and a sort;
 * more load as the list's end comes into view. The URL holds the search, filters and sort,
 * so a result can be shared and Back returns to the previous one.
 */
const AllCoursesPage = observer(function AllCoursesPage() {
  usePageTitle('All Courses');
  const store = useFeatureStore(createCourseSearchStore);
  const suggestions = useFeatureStore(createSuggestionsStore);
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const criteria = useMemo(() => criteriaFromParams(new URLSearchParams(query)), [query]);
  const [draft, setDraft] = useState(criteria.text);
  const typed = useDebounced(draft, TYPING_PAUSE_MS);
  /** The text this page last wrote to the URL, to tell typing from Back and shared links. */
  const written = useRef(criteria.text);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void store.search(criteria);
  }, [store, criteria]);

  // Back, Forward or a link changed the text: the box shows it.
  useEffect(() => {
    if (criteria.text !== written.current) {
      written.current = criteria.text;
      setDraft(criteria.text);
      suggestions.clear();
    }
  }, [criteria.text, suggestions]);

  const show = (change: Partial<CatalogCriteria>, replace = false) => {
    const next = { ...criteria, ...change };
    // The URL holds the text trimmed; a space being typed must not count as a change.
    written.current = next.text.trim();
    setParams(paramsFromCriteria(next), { replace });
  };

  // Typing searches once it pauses; it replaces the history entry, so Back skips keystrokes.
  // An effect event: it reads the latest criteria, yet runs on a pause in typing only.
  const onTypingPause = useEffectEvent((text: string) => {
    if (text.trim() === written.current) return;
    show({ text }, true);
    void suggestions.suggest(text);
  });
  useEffect(() => onTypingPause(typed), [typed]);

  useWhenVisible(sentinel, store.loadMore, {
    enabled: store.status === 'ready' && store.hasMore,
    key: store.pagesLoaded,
    rootMargin: '400px',
  });

  const submit = (value: string) => {
    setDraft(value);
    suggestions.clear();
    if (value.trim() === criteria.text.trim()) void store.search(criteria);
    else show({ text: value });
  };

  return (
    <section className="container catalog">
      <h1 className="page-title">All Courses</h1>
      <SearchBox
        value={draft}
        suggestions={suggestions.forText === draft.trim() ? suggestions.items : []}
        onChange={setDraft}
        onSubmit={submit}
      />
      <CatalogFilters
        criteria={criteria}
        onChange={(change) => {
          suggestions.clear();
          show(change);
        }}
      />

      {store.isFirstLoad && <LoadingImage label="Loading courses" />}
      {store.status === 'failed' && store.courses.length === 0 && (
        <p className="notice notice--error" role="alert">
          The courses could not be loaded. {store.error}
        </p>
      )}
      {!store.isFirstLoad && store.courses.length === 0 && store.status === 'ready' && (
        <p className="catalog__empty">
          {store.text ? `No courses match “${store.text}”` : 'No courses match'}
          {hasFilters(store.criteria) ? ' with these filters.' : '.'}
        </p>
      )}
      {store.courses.length > 0 && (
        <>
          <p className="catalog__count" aria-live="polite">
            Showing {store.courses.length} of {store.total} courses
          </p>
          <div className="course-grid">
            {store.courses.map((course, index) => (
              <CourseCard
                key={course._id}
                course={course}
                eager={index < 3}
                priority={index === 0}
                headingLevel={2}
              />
            ))}
          </div>
        </>
      )}
      {store.pagesLoaded > 0 && store.status === 'loading' && (
        <LoadingImage label="Loading more courses" />
      )}
      {store.pagesLoaded > 0 && store.hasMore && store.status !== 'loading' && (
        <div className="section__more">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void store.loadMore()}
          >
            Load more courses
          </button>
        </div>
      )}
      <div ref={sentinel} className="catalog__sentinel" aria-hidden="true" />
    </section>
  );
});

export default AllCoursesPage;
