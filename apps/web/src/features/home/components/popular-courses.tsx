import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useFeatureStore } from '../../../stores/use-stores';
import { CourseImage } from '../../../ui/course-image';
import { CourseRating } from '../../../ui/course-rating';
import { SkeletonGrid } from '../../../ui/skeleton-grid';
import { createHomeStore } from '../stores/home.store';
import { useSlidesPerView } from './use-slides-per-view';

/** 'Explore Our Popular Courses': a slider of 3, 2 or 1 cards by screen size. */
export const PopularCourses = observer(function PopularCourses() {
  const home = useFeatureStore(createHomeStore);
  const perView = useSlidesPerView();
  const [start, setStart] = useState(0);
  useEffect(() => {
    void home.loadPopular();
  }, [home]);

  const courses = home.popular;
  const lastStart = Math.max(0, courses.length - perView);
  const first = Math.min(start, lastStart);
  const visible = courses.slice(first, first + perView);

  return (
    <section className="section section--soft" aria-labelledby="popular-title">
      <div className="container">
        <div className="section__head">
          <p className="section__eyebrow">Popular courses</p>
          <h2 id="popular-title" className="section__title">
            Explore Our Popular Courses
          </h2>
        </div>
        {home.popularStatus !== 'ready' && home.popularStatus !== 'failed' && (
          <SkeletonGrid count={perView} />
        )}
        {courses.length > 0 && (
          <div className="slider" aria-roledescription="carousel" aria-label="Popular courses">
            <button
              type="button"
              className="icon-button slider__arrow"
              aria-label="Previous courses"
              disabled={first === 0}
              onClick={() => setStart(Math.max(0, first - 1))}
            >
              <LeftOutlined />
            </button>
            <div
              className="slider__track"
              style={{ gridTemplateColumns: `repeat(${perView}, 1fr)` }}
            >
              {visible.map((course) => (
                <article className="course-card" key={course._id}>
                  <CourseImage className="course-card__image" src={course.courseImage} alt="" />
                  <div className="course-card__body">
                    <h3 className="course-card__title">{course.courseName}</h3>
                    <p className="course-card__meta">{course.totalEnrollment} Students Enrolled</p>
                    <p className="course-card__meta">
                      <CourseRating rating={course.courseRatings} count={course.ratingCount} />
                    </p>
                    <p className="course-card__text">{course.shortDescription}</p>
                    <div className="course-card__footer">
                      <Link
                        to={`/course/${course._id}`}
                        className="button button--ghost"
                        aria-label={`Read more: ${course.courseName}`}
                      >
                        Read more
                      </Link>
                    </div>
                  </div>
                </article>
              ))}
            </div>
            <button
              type="button"
              className="icon-button slider__arrow"
              aria-label="Next courses"
              disabled={first >= lastStart}
              onClick={() => setStart(Math.min(lastStart, first + 1))}
            >
              <RightOutlined />
            </button>
          </div>
        )}
        <div className="section__more">
          <Link to="/all-courses" className="button button--primary">
            View All Courses
          </Link>
        </div>
      </div>
    </section>
  );
});
