import { usePageTitle } from '../../lib/page-title';
import { BecomeInstructor } from './sections/become-instructor';
import { Faq } from './sections/faq';
import { Hero } from './sections/hero';
import { Partners } from './sections/partners';
import { PopularCourses } from './sections/popular-courses';
import { Stats } from './sections/stats';
import { Subscribe } from './sections/subscribe';
import { Team } from './sections/team';
import { Testimonials } from './sections/testimonials';
import { WhatWeOffer } from './sections/what-we-offer';
import './home.css';

/** The home page's sections, in the spec's order. */
export default function HomePage() {
  usePageTitle('Home');
  return (
    <>
      <Hero />
      <div className="home-below-fold">
        <WhatWeOffer />
        <Partners />
        <Testimonials />
        <PopularCourses />
        <Stats />
        <BecomeInstructor />
        <Team />
        <Faq />
        <Subscribe />
      </div>
    </>
  );
}
