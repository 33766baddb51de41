import { CATEGORIES } from '@classroom/core';
import { buildVocabulary, pick, seededRandom, TOPICS, type Vocabulary } from './vocabulary';

export const INSTRUCTOR_COUNT = 500;
const LANGUAGES = ['English', 'Spanish', 'French', 'German', 'Portuguese', 'Hindi', 'Japanese'];
const FIRST = [
  'Ada',
  'Ben',
  'Chen',
  'Dara',
  'Eli',
  'Fatima',
  'Gus',
  'Hana',
  'Ivan',
  'Jon',
  'Kai',
  'Lena',
  'Maya',
  'Noor',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sam',
  'Tariq',
  'Uma',
  'Vera',
];
const LAST = [
  'Okafor',
  'Schmidt',
  'Tanaka',
  'Garcia',
  'Novak',
  'Kowalski',
  'Haddad',
  'Lindqvist',
  'Moreau',
  'Singh',
  'Costa',
  'Petrov',
  'Nguyen',
  'Brennan',
  'Rossi',
  'Yilmaz',
];

export interface BenchInstructor {
  email: string;
  name: string;
}

export function instructors(): BenchInstructor[] {
  const random = seededRandom(7);
  return Array.from({ length: INSTRUCTOR_COUNT }, (_, i) => ({
    email: `instructor${i}@bench.classroom.test`,
    name: `${pick(FIRST, random)} ${pick(LAST, random)}`,
  }));
}

/** The user rows the courses point at (the schema keeps the instructor's e-mail as a foreign key). */
export function instructorRows(): Record<string, unknown>[] {
  return instructors().map((instructor, i) => ({
    id: `bench-instructor-${i}`,
    email: instructor.email,
    display_name: instructor.name,
    photo_url: '/demo/instructor.svg',
    role: 'user',
    instructor_status: 'approved',
    category: 'Web Development',
    experience: 'Experienced',
    title: 'Instructor',
    created_at: Date.UTC(2024, 0, 1),
  }));
}

/** Course rows in the schema's column names, deterministic for a given count. */
export function* courseRows(count: number): Generator<Record<string, unknown>> {
  const random = seededRandom(42);
  const vocabulary = buildVocabulary(40_000, random);
  const pool = instructors();
  const start = Date.UTC(2023, 0, 1);
  for (let i = 0; i < count; i += 1) {
    const instructor = pool[Math.floor(random() * pool.length)]!;
    const topic = pick(TOPICS, random);
    yield {
      id: `bench-${String(i).padStart(6, '0')}`,
      name: titleCase(`${topic} ${words(vocabulary, 2 + Math.floor(random() * 4))}`),
      category: pick(CATEGORIES, random),
      language: pick(LANGUAGES, random),
      certificate: random() < 0.7,
      lectures: 5 + Math.floor(random() * 120),
      image: '/demo/course.svg',
      // One course in twenty is free, so the price filters have both sides to find.
      price_cents: random() < 0.05 ? 0 : Math.floor(random() * 200) * 100 + 99,
      short_description: `${words(vocabulary, 12)} ${topic} ${words(vocabulary, 6)}`,
      detailed_description: `${words(vocabulary, 40)} ${pick(TOPICS, random)} ${words(vocabulary, 40)}`,
      instructor_name: instructor.name,
      instructor_title: 'Instructor',
      instructor_experience: 'Experienced',
      instructor_email: instructor.email,
      instructor_image: '/demo/instructor.svg',
      rating: 4.8,
      total_enrollment: Math.floor(random() * 5000),
      status: random() < 0.9 ? 'approved' : 'pending',
      created_at: start + i * 60_000,
    };
  }
}

function words(vocabulary: Vocabulary, n: number): string {
  return Array.from({ length: n }, () => vocabulary.draw()).join(' ');
}

function titleCase(text: string): string {
  return text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}
