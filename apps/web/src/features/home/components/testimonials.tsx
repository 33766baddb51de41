import { LeftOutlined, PauseOutlined, CaretRightOutlined, RightOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useFeatureStore } from '../../../stores/use-stores';
import { Avatar } from '../../../ui/avatar';
import { createHomeStore } from '../stores/home.store';
import { useAutoplay } from './use-autoplay';

/** 'Success Stories': the feedback slider, one story every 2.5 s with a countdown. */
export const Testimonials = observer(function Testimonials() {
  const home = useFeatureStore(createHomeStore);
  useEffect(() => {
    void home.loadFeedback();
  }, [home]);
  const stories = home.feedback;
  const autoplay = useAutoplay(stories.length);
  const story = stories[autoplay.index];

  return (
    <section className="section" aria-labelledby="stories-title">
      <div className="container">
        <div className="section__head">
          <p className="section__eyebrow">Testimonials</p>
          <h2 id="stories-title" className="section__title">
            Success Stories
          </h2>
        </div>
        {home.feedbackStatus !== 'ready' && home.feedbackStatus !== 'failed' && (
          <div className="testimonial testimonial--skeleton" aria-hidden="true">
            <div className="skeleton skeleton--line" />
            <div className="skeleton skeleton--line skeleton--short" />
          </div>
        )}
        {home.feedbackStatus === 'failed' && (
          <p className="section__empty">The stories could not be loaded.</p>
        )}
        {story && (
          <div
            className="testimonials"
            aria-roledescription="carousel"
            aria-label="Success Stories"
          >
            <figure
              className="testimonial"
              aria-roledescription="slide"
              aria-label={`${autoplay.index + 1} of ${stories.length}`}
            >
              <blockquote>“{story.feedbackText}”</blockquote>
              <figcaption>
                <Avatar name={story.name} src={story.image} size={56} />
                <span>
                  <strong>{story.name}</strong>
                  <span>{story.title}</span>
                </span>
              </figcaption>
            </figure>
            <div className="testimonials__controls">
              <button
                type="button"
                className="icon-button"
                onClick={autoplay.previous}
                aria-label="Previous story"
              >
                <LeftOutlined />
              </button>
              <button
                type="button"
                className="icon-button"
                onClick={autoplay.togglePause}
                aria-label={autoplay.paused ? 'Play stories' : 'Pause stories'}
              >
                {autoplay.paused ? <CaretRightOutlined /> : <PauseOutlined />}
              </button>
              <button
                type="button"
                className="icon-button"
                onClick={autoplay.next}
                aria-label="Next story"
              >
                <RightOutlined />
              </button>
              <span className="testimonials__countdown" aria-hidden="true">
                {autoplay.paused ? 'Paused' : `Next in ${autoplay.secondsLeft}s`}
              </span>
            </div>
          </div>
        )}
      </div>
    </section>
  );
});
