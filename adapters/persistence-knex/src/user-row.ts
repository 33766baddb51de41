import {
  User,
  type Category,
  type Email,
  type Experience,
  type HttpUrl,
  type InstructorStatus,
  type Role,
} from '@classroom/core';

export interface UserRow {
  id: string;
  email: string;
  display_name: string;
  photo_url: string;
  role: string;
  instructor_status: string;
  category: string;
  experience: string;
  title: string;
  created_at: number | string;
  suspended_at: number | string | null;
}

export function toUserRow(user: User): UserRow {
  const props = user.toProps();
  return {
    id: props.id,
    email: props.email,
    display_name: props.displayName,
    photo_url: props.photoURL,
    role: props.role,
    instructor_status: props.instructorStatus,
    category: props.category,
    experience: props.experience,
    title: props.title,
    created_at: props.createdAt.getTime(),
    suspended_at: props.suspendedAt?.getTime() ?? null,
  };
}

export function toUser(row: UserRow): User {
  return User.restore({
    id: row.id,
    email: row.email as Email,
    displayName: row.display_name,
    photoURL: row.photo_url as HttpUrl | '',
    role: row.role as Role,
    instructorStatus: row.instructor_status as InstructorStatus,
    category: row.category as Category | '',
    experience: row.experience as Experience | '',
    title: row.title,
    createdAt: new Date(Number(row.created_at)),
    suspendedAt: row.suspended_at === null ? null : new Date(Number(row.suspended_at)),
  });
}
