import { SearchOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useFeatureStore } from '../../app/stores/use-stores';
import { usePageTitle } from '../../lib/page-title';
import { useWhenVisible } from '../../lib/use-when-visible';
import { CourseCard } from '../../ui/course-card';
import { LoadingImage } from '../../ui/loading-image';
import { createCourseSearchStore } from './course-search-store';
import './catalog.css';

/** 'All Courses': search approved courses; more load as the list's end comes into view. */
const AllCoursesPage = observer(function AllCoursesPage() {
  usePageTitle('All Courses');
  const store = useFeatureStore(createCourseSearchStore);
  const [params, setParams] = useSearchParams();
  const text = params.get('search') ?? '';
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void store.search(text);
  }, [store, text]);

  useWhenVisible(sentinel, store.loadMore, {
    enabled: store.status === 'ready' && store.hasMore,
    key: store.pagesLoaded,
    rootMargin: '400px',
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    if (value === text) void store.search(value);
    else setParams(value ? { search: value } : {});
  };

  return (
    <section className="container catalog">
      <h1 className="page-title">All Courses</h1>
      <form className="search-form" role="search" onSubmit={onSubmit}>
        <label htmlFor="course-search" className="visually-hidden">
          Search courses
        </label>
        <input
          id="course-search"
          key={text}
          name="search"
          type="search"
          defaultValue={text}
          placeholder="Search courses"
          maxLength={100}
        />
        <button type="submit" className="button button--primary">
          <SearchOutlined aria-hidden="true" /> Search
        </button>
      </form>

      {store.isFirstLoad && <LoadingImage label="Loading courses" />}
      {store.status === 'error' && store.courses.length === 0 && (
        <p className="notice notice--error" role="alert">
          The courses could not be loaded. {store.error}
        </p>
      )}
      {!store.isFirstLoad && store.courses.length === 0 && store.status === 'ready' && (
        <p className="catalog__empty">No courses match “{store.text}”.</p>
      )}
      {store.courses.length > 0 && (
        <>
          <p className="catalog__count" aria-live="polite">
            Showing {store.courses.length} of {store.total} courses
          </p>
          <div className="course-grid">
            {store.courses.map((course, index) => (
              <CourseCard key={course._id} course={course} eager={index < 3} headingLevel={2} />
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
