import { startTransition, useEffect, useState } from 'react';
import { usePageTitle } from '../../../lib/page-title';
import { BecomeInstructor } from '../components/become-instructor';
import { Faq } from '../components/faq';
import { Hero } from '../components/hero';
import { Partners } from '../components/partners';
import { PopularCourses } from '../components/popular-courses';
import { Stats } from '../components/stats';
import { Subscribe } from '../components/subscribe';
import { Team } from '../components/team';
import { Testimonials } from '../components/testimonials';
import { WhatWeOffer } from '../components/what-we-offer';
import '../home.css';

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
