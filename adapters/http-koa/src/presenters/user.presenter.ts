import type { User } from '@classroom/core';
import type { UserWire } from '@classroom/http-contract';

export function presentUser(user: User): UserWire {
  const props = user.toProps();
  return {
    _id: props.id,
    displayName: props.displayName,
    photoURL: props.photoURL,
    email: props.email,
    role: props.role,
    status: props.instructorStatus === 'none' ? '' : props.instructorStatus,
    category: props.category,
    experience: props.experience,
    title: props.title,
  };
}
