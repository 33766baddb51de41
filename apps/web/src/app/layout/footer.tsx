import { Link } from 'react-router';
import logo from '../../assets/logo.svg';

export const TAGLINE = 'Empowering Learning, Connecting Minds Together';
export const SUPPORT_EMAIL = 'support@gsclassroom.example';
const PLACEHOLDER_LINKS = ['About', 'Features', 'Works', 'Support', 'Help'];

export function Footer({ now = new Date() }: { now?: Date }) {
  return (
    <footer className="footer">
      <div className="footer__inner container">
        <div className="footer__brand">
          <Link to="/" className="navbar__brand footer__logo" aria-label="GS Classroom home">
            <img src={logo} alt="" width={36} height={36} loading="lazy" />
            <span>GS Classroom</span>
          </Link>
          <p>{TAGLINE}</p>
        </div>
        <address className="footer__contact">
          <span>221 Learning Lane, Suite 4, Springfield</span>
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          <Link to="/contact">Contact Us</Link>
        </address>
        <nav className="footer__links" aria-label="Footer">
          {PLACEHOLDER_LINKS.map((label) => (
            <a key={label} href="#top">
              {label}
            </a>
          ))}
        </nav>
      </div>
      <p className="footer__copyright">
        Copyright © {now.getFullYear()} GS Classroom. All rights reserved.
      </p>
    </footer>
  );
}
