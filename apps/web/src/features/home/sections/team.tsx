import { Avatar } from '../../../ui/avatar';

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
            <li className="team-card" key={name}>
              <Avatar name={name} size={96} />
              <h3>{name}</h3>
              <p>Developer</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
