import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { TeamCard } from '../../../ui/team-card';
import '../about.css';

// Sample content: the people shown on the About Us page.
const TEAM = [
  { name: 'Gulam Sarwar', role: 'Founder & CEO' },
  { name: 'Nadia Rahman', role: 'Head of Learning' },
  { name: 'Tanvir Hasan', role: 'Lead Developer' },
  { name: 'Sadia Islam', role: 'Product Designer' },
  { name: 'Arif Chowdhury', role: 'Backend Developer' },
  { name: 'Maya Fernandes', role: 'Frontend Developer' },
  { name: 'Leo Martins', role: 'Course Producer' },
  { name: 'Hana Sato', role: 'Instructional Designer' },
  { name: 'Omar Haddad', role: 'Community Manager' },
  { name: 'Priya Nair', role: 'Data Analyst' },
  { name: 'Jonas Weber', role: 'QA Engineer' },
  { name: 'Amara Okafor', role: 'Marketing Lead' },
  { name: 'Lucas Silva', role: 'Video Editor' },
  { name: 'Elif Yilmaz', role: 'Student Success' },
  { name: 'Sam Carter', role: 'Support Specialist' },
];

export default function AboutUsPage() {
  usePageTitle('About Us');
  return (
    <div className="container about">
      <h1 className="page-title">About Us</h1>
      <p className="about__intro">
        GS Classroom brings learners and teachers together. We believe anyone can learn anything
        with the right guide, so we help expert instructors publish courses and help students find,
        pay for and finish them, at their own pace and from anywhere.
      </p>
      <h2>Our team</h2>
      <ul className="about__team">
        {TEAM.map((member) => (
          <TeamCard key={member.name} name={member.name} role={member.role} size={80} />
        ))}
      </ul>
      <div className="about__hiring">
        <h2>Want to teach?</h2>
        <Link to="/join-as-instructor" className="button button--primary">
          We are hiring
        </Link>
      </div>
    </div>
  );
}
