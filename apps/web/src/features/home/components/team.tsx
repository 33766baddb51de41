import { TeamCard } from '../../../ui/team-card';

const TEAM = ['Gulam Sarwar', 'Nadia Rahman', 'Tanvir Hasan', 'Sadia Islam'];

/** The people behind the site. */
export function Team() {
  return (
    <section className="section section--soft" aria-labelledby="team-title">
      <div className="container">
        <div className="section__head">
          <p className="section__eyebrow">Our team</p>
          <h2 id="team-title" className="section__title">
            Meet the people who build GS Classroom
          </h2>
        </div>
        <ul className="team-grid">
          {TEAM.map((name) => (
            <TeamCard key={name} name={name} role="Developer" size={96} />
          ))}
        </ul>
      </div>
    </section>
  );
}
