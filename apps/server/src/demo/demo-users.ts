import {
  User,
  type Category,
  type Email,
  type Experience,
  type HttpUrl,
  type UserProps,
} from '@classroom/core';
import { daysAgo, demoId } from './demo-ids';

/** The demo accounts: the same e-mails are registered with the bundled identity provider. */
export const DEMO_ACCOUNTS = {
  admin: 'admin@classroom.test',
  instructor: 'instructor@classroom.test',
  applicant: 'applicant@classroom.test',
  student: 'student@classroom.test',
} as const;

export interface DemoInstructor {
  key: string;
  email: string;
  name: string;
  category: Category;
  experience: Experience;
  title: string;
}

/** Authors of the demo catalogue; records only (they have no password). */
export const DEMO_INSTRUCTORS: DemoInstructor[] = [
  {
    key: 'ivan',
    email: DEMO_ACCOUNTS.instructor,
    name: 'Ivan Teacher',
    category: 'Web Development',
    experience: 'Experienced',
    title: 'Senior Web Engineer',
  },
  {
    key: 'maya',
    email: 'maya.lin@classroom.test',
    name: 'Maya Lin',
    category: 'UX Design',
    experience: 'Experienced',
    title: 'Product Design Lead',
  },
  {
    key: 'omar',
    email: 'omar.haddad@classroom.test',
    name: 'Omar Haddad',
    category: 'Data Science',
    experience: 'Experienced',
    title: 'Principal Data Scientist',
  },
  {
    key: 'priya',
    email: 'priya.nair@classroom.test',
    name: 'Priya Nair',
    category: 'Digital Marketing',
    experience: 'Experienced',
    title: 'Growth Marketing Manager',
  },
  {
    key: 'daniel',
    email: 'daniel.okafor@classroom.test',
    name: 'Daniel Okafor',
    category: 'Business',
    experience: 'Experienced',
    title: 'Startup Advisor',
  },
  {
    key: 'grace',
    email: 'grace.miller@classroom.test',
    name: 'Grace Miller',
    category: 'Teaching and Academics',
    experience: 'Experienced',
    title: 'Mathematics Teacher',
  },
  {
    key: 'lukas',
    email: 'lukas.schmidt@classroom.test',
    name: 'Lukas Schmidt',
    category: 'Computer Science',
    experience: 'Experienced',
    title: 'Software Architect',
  },
  {
    key: 'elena',
    email: 'elena.rossi@classroom.test',
    name: 'Elena Rossi',
    category: 'Language Learning',
    experience: 'Experienced',
    title: 'Language Teacher and Translator',
  },
  {
    key: 'kenji',
    email: 'kenji.sato@classroom.test',
    name: 'Kenji Sato',
    category: 'Photography and Video',
    experience: 'Experienced',
    title: 'Documentary Photographer',
  },
  {
    key: 'amara',
    email: 'amara.osei@classroom.test',
    name: 'Amara Osei',
    category: 'Personal Development',
    experience: 'Some Idea',
    title: 'Executive Coach',
  },
];

export const personImage = (key: string) => `/demo/people/${key}.svg` as HttpUrl;

function record(
  n: number,
  props: Partial<UserProps> & Pick<UserProps, 'email' | 'displayName'>,
): User {
  return User.restore({
    id: demoId('user', n),
    photoURL: '',
    role: 'user',
    instructorStatus: 'none',
    category: '',
    suspendedAt: null,
    experience: '',
    title: '',
    createdAt: daysAgo(400 - n),
    ...props,
  });
}

/** Every demo user record: the four accounts and the other course authors. */
export function demoUsers(): User[] {
  const accounts = [
    record(1, {
      email: DEMO_ACCOUNTS.admin as Email,
      displayName: 'Ada Admin',
      photoURL: personImage('ada'),
      role: 'admin',
    }),
    record(2, {
      email: DEMO_ACCOUNTS.applicant as Email,
      displayName: 'Alice Applicant',
      photoURL: personImage('alice'),
      instructorStatus: 'applied',
      category: 'Data Science',
      experience: 'Some Idea',
      title: 'Junior Data Analyst',
    }),
    record(3, {
      email: DEMO_ACCOUNTS.student as Email,
      displayName: 'Sam Student',
      photoURL: personImage('sam'),
    }),
  ];
  const authors = DEMO_INSTRUCTORS.map((instructor, i) =>
    record(10 + i, {
      email: instructor.email as Email,
      displayName: instructor.name,
      photoURL: personImage(instructor.key),
      instructorStatus: 'approved',
      category: instructor.category,
      experience: instructor.experience,
      title: instructor.title,
    }),
  );
  return [...accounts, ...authors];
}
