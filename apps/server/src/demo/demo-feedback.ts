import type { Feedback } from '@classroom/core';
import { demoId } from './demo-ids';
import { personImage } from './demo-users';

export const DEMO_FEEDBACK_PEOPLE = [
  {
    key: 'hannah',
    name: 'Hannah Becker',
    title: 'Junior Frontend Developer',
    text: 'The JavaScript course took me from copying snippets to understanding them. Three months later I started my first developer job.',
  },
  {
    key: 'carlos',
    name: 'Carlos Mendes',
    title: 'Marketing Coordinator',
    text: 'Clear lessons, real campaigns and honest advice. The SEO plan I wrote in the course is the one my team uses today.',
  },
  {
    key: 'aisha',
    name: 'Aisha Karimi',
    title: 'Data Analyst',
    text: 'Every pandas exercise used real data, so the skills carried straight over to work. The instructor answered every question within a day.',
  },
  {
    key: 'tom',
    name: 'Tom Walsh',
    title: 'Small Business Owner',
    text: 'I finally understand my own numbers. The finance course paid for itself the first month.',
  },
  {
    key: 'mei',
    name: 'Mei Chen',
    title: 'Product Designer',
    text: 'The Figma course is the best structured design course I have taken: short videos, practical projects and useful feedback.',
  },
  {
    key: 'jonas',
    name: 'Jonas Berg',
    title: 'Computer Science Student',
    text: 'Algorithms stopped being scary. The visual explanations and interview practice made all the difference.',
  },
  {
    key: 'lucia',
    name: 'Lucia Romero',
    title: 'Travel Blogger',
    text: 'After the photography course my pictures look the way I saw the places. Weekly assignments kept me shooting.',
  },
];

export function demoFeedback(): Feedback[] {
  return DEMO_FEEDBACK_PEOPLE.map((person, i) => ({
    id: demoId('feedback', i + 1),
    feedbackText: person.text,
    image: personImage(person.key),
    name: person.name,
    title: person.title,
  }));
}
