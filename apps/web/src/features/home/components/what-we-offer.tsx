import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  GlobalOutlined,
  LineChartOutlined,
  PlayCircleOutlined,
  TrophyOutlined,
} from '@ant-design/icons';

const OFFERS = [
  {
    icon: <LineChartOutlined />,
    title: 'Progress Tracking',
    text: 'See how far you have come in every course and what is left to learn.',
  },
  {
    icon: <PlayCircleOutlined />,
    title: 'Video Tutorials',
    text: 'Clear, short lessons you can pause, replay and follow step by step.',
  },
  {
    icon: <CheckCircleOutlined />,
    title: 'Expert Instruction',
    text: 'Courses built by practitioners who teach what they use at work.',
  },
  {
    icon: <ClockCircleOutlined />,
    title: 'Lifetime Access',
    text: 'Pay once and keep every lesson, including future updates.',
  },
  {
    icon: <GlobalOutlined />,
    title: 'Learn From Anywhere',
    text: 'Study on your laptop, tablet or phone, whenever it suits you.',
  },
  {
    icon: <TrophyOutlined />,
    title: 'Certificates of Completion',
    text: 'Show what you have achieved with a certificate for finished courses.',
  },
];

export function WhatWeOffer() {
  return (
    <section className="section" aria-labelledby="offer-title">
      <div className="container">
        <div className="section__head">
          <p className="section__eyebrow">WHAT WE OFFER</p>
          <h2 id="offer-title" className="section__title">
            Make every step user-centric
          </h2>
        </div>
        <div className="offer-grid">
          {OFFERS.map((offer) => (
            <article className="offer-card" key={offer.title}>
              <span className="offer-card__icon" aria-hidden="true">
                {offer.icon}
              </span>
              <h3>{offer.title}</h3>
              <p>{offer.text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
