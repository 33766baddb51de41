import { startTransition, useEffect, useState } from 'react';
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
  // The hero paints first; the sections below the fold render in a later task, so neither
  // blocks the main thread for long.
  const [belowFold, setBelowFold] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setBelowFold(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <Hero />
      {belowFold && (
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
      )}
    </>
  );
}
