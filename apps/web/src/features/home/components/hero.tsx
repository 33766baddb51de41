import { Link } from 'react-router';
import hero from '../../../assets/hero.svg';

export function Hero() {
  return (
    <section className="hero">
      <div className="hero__grid container">
        <div className="hero__text">
          <p className="section__eyebrow">EXCELLENCE IN EDUCATION</p>
          <h1 className="hero__title">Start Better Learning Future From Here</h1>
          <p className="hero__lead">
            Learning never stops. Build new skills at your own pace with courses from expert
            instructors, and keep growing long after the last lesson.
          </p>
          <div className="hero__actions">
            <Link to="/all-courses" className="button button--primary">
              Get Started Today
            </Link>
            <a href="/#top" className="button button--ghost hero__second-button">
              Get Started Today
            </a>
          </div>
        </div>
        <div className="hero__images">
          <img src={hero} alt="" width={560} height={420} fetchPriority="high" />
        </div>
      </div>
    </section>
  );
}
