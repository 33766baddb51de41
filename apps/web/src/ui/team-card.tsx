import { Avatar } from './avatar';
import './team-card.css';

/** One person of the team: photo, name and role (home page and About Us). */
export function TeamCard({ name, role, size }: { name: string; role: string; size: number }) {
  return (
    <li className="team-card">
      <Avatar name={name} size={size} />
      <h3>{name}</h3>
      <p>{role}</p>
    </li>
  );
}
