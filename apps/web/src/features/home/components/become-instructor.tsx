import { Link } from 'react-router';
import instructor from '../../../assets/instructor.svg';

export function BecomeInstructor() {
  return (
    <section className="section" aria-labelledby="become-title">
      <div className="container split">
        <img src={instructor} alt="" width={480} height={360} loading="lazy" />
        <div>
          <p className="section__eyebrow">Teach with us</p>
          <h2 id="become-title" className="section__title">
            Become an Instructor
          </h2>
          <p>
            Share what you know with learners around the world. Publish your course, reach students
            who want to learn it, and earn from every enrollment.
          </p>
          <Link to="/join-as-instructor" className="button button--primary">
            Start Teaching Today
          </Link>
        </div>
      </div>
    </section>
  );
}
