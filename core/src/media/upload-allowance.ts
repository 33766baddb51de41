import type { User } from '../accounts/user.entity';
import type { RateRule } from '../shared/rate-limiter.port';
import type { UploadAllowance, UploadAllowances, UploaderRole } from './media-rules';

const HOUR_MS = 60 * 60 * 1000;

/** An admin's allowance for admins, an instructor's for approved instructors, else a student's. */
export function uploaderRole(user: User): UploaderRole {
  if (user.isAdmin) return 'admin';
  return user.isApprovedInstructor ? 'instructor' : 'student';
}

export function allowanceOf(user: User, allowances: UploadAllowances): UploadAllowance {
  return allowances[uploaderRole(user)];
}

/** Uploads started, counted per person. */
export function uploadRule(allowance: UploadAllowance): RateRule {
  return { action: 'media_uploads', max: allowance.uploadsPerHour, windowMs: HOUR_MS };
}
