import brightpath from '../../../assets/partners/brightpath.svg';
import cobaltLabs from '../../../assets/partners/cobalt-labs.svg';
import meridian from '../../../assets/partners/meridian.svg';
import northwind from '../../../assets/partners/northwind.svg';
import sparkline from '../../../assets/partners/sparkline.svg';

const PARTNERS = [
  { name: 'Northwind', logo: northwind },
  { name: 'Brightpath', logo: brightpath },
  { name: 'Cobalt Labs', logo: cobaltLabs },
  { name: 'Meridian', logo: meridian },
  { name: 'Sparkline', logo: sparkline },
];

export function Partners() {
  return (
    <section className="section section--soft" aria-labelledby="partners-title">
      <div className="container partners">
        <div className="section__head">
          <p className="section__eyebrow">our partners</p>
          <h2 id="partners-title" className="section__title">
            Empowering Futures Through Strategic Partnerships
          </h2>
          <p>Trusted by the world&apos;s most innovative teams</p>
        </div>
        <ul className="partners__logos">
          {PARTNERS.map((partner) => (
            <li key={partner.name}>
              <img src={partner.logo} alt={partner.name} width={200} height={60} loading="lazy" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
