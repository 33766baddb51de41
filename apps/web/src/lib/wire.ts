// Wire shapes the UI reads. They mirror @classroom/http-contract.
export interface SessionUser {
  email: string;
  displayName: string;
  photoURL: string;
}

export interface UserRecord {
  _id: string;
  displayName: string;
  photoURL: string;
  email: string;
  role: string;
  status: string;
  category: string;
  experience: string;
  title: string;
}

export interface PublicConfig {
  payments: { mode: 'test' | 'stripe'; publishableKey?: string };
  googleEnabled: boolean;
}

export interface Course {
  _id: string;
  courseName: string;
  courseCategory: string;
  language: string;
  certificate: string;
  lectures: number;
  instructorName: string;
  instructorTitle: string;
  instructorExperience: string;
  instructorEmail: string;
  instructorImage: string;
  courseImage: string;
  courseRatings: number;
  price: number;
  shortDescription: string;
  detailedDescription: string;
  totalEnrollment: number;
  status?: number | 'rejected';
  courseStatus?: number | 'rejected';
}
