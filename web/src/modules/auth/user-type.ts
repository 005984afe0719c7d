import type { UserType } from '../../app/session';

/** The `type` query parameter of /login and /register: candidate, company, or nothing. */
export function userTypeParam(value: string | null): UserType | null {
  return value === 'candidate' || value === 'company' ? value : null;
}

export function userTypeLabel(type: UserType): string {
  return type === 'candidate' ? 'Candidate' : 'Company';
}
