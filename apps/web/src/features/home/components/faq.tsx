import type { ReactNode } from 'react';
import { Link } from 'react-router';

export const FAQS: { question: string; answer: ReactNode }[] = [
  {
    question: 'How do I enroll in a course?',
    answer:
      "Open the course from All Courses, sign in, press 'Pay for enrollment' and pay by card. The course then appears in your Student Dashboard.",
  },
  {
    question: 'Which payment methods do you accept?',
    answer: 'We accept all major credit and debit cards. Prices are shown in dollars.',
  },
  {
    question: 'Can I still access a course after I complete it?',
    answer: 'Yes. Every course you pay for is yours for life, including later updates.',
  },
  {
    question: 'How do I contact support?',
    answer: (
      <>
        Write to us through the <Link to="/contact">Contact Us page</Link> and our support team will
        answer by e-mail.
      </>
    ),
  },
  {
    question: 'Is my payment secure?',
    answer:
      'Yes. Card details go straight to our payment processor over an encrypted connection; we never store them.',
  },
];

export function Faq() {
  return (
    <section className="section" aria-labelledby="faq-title">
      <div className="container faq">
        <div className="section__head">
          <p className="section__eyebrow">FAQ</p>
          <h2 id="faq-title" className="section__title">
            Frequently Asked Questions
          </h2>
        </div>
        {FAQS.map((item) => (
          <details className="faq__item" key={item.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
