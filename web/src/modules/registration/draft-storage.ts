import type { UploadResponse } from '../interviews/types';
import type { WizardStep } from './components/ProgressSteps';
import { emptyWorkExperience, initialDraft, localId, type RegistrationDraft } from './draft';

/**
 * The registration survives a reload of the tab (issue 16 #4): the draft, the step reached, the
 * code's resend time and the uploads the server already stored are kept in sessionStorage (this
 * tab only, gone with it). Never the password, its confirmation or the code typed: after a reload
 * the final step asks for the password again. The account itself only exists once the final step
 * succeeded, and then the saved draft is removed.
 */
export const REGISTRATION_DRAFT_KEY = 'registration_draft';

/** An upload the server accepted during registration (it is stored there; the File is not kept). */
export interface SavedUpload {
  fileName: string;
  response: UploadResponse | null;
}

export interface SavedRegistration {
  step: WizardStep;
  draft: RegistrationDraft;
  prefilledFrom: string | null;
  /** The address whose code was accepted (lower case). */
  verifiedEmail: string | null;
  /** Epoch ms from which the server accepts a new code (its cooldown), or null. */
  resendAt: number | null;
  uploads: SavedUpload[];
}

const VERSION = 1;

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveRegistration(saved: SavedRegistration): void {
  // the secrets stay in memory only
  const draft: RegistrationDraft = { ...saved.draft, password: '', confirmPassword: '', verificationCode: '' };
  try {
    store()?.setItem(REGISTRATION_DRAFT_KEY, JSON.stringify({ v: VERSION, ...saved, draft }));
  } catch {
    // storage full or disabled: the wizard still works, it just will not survive a reload
  }
}

export function clearRegistration(): void {
  try {
    store()?.removeItem(REGISTRATION_DRAFT_KEY);
  } catch {
    // nothing kept
  }
}

const isStep = (value: unknown): value is WizardStep => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 7;

/** The saved registration, or null when there is none or it cannot be read. */
export function loadRegistration(): SavedRegistration | null {
  let raw: unknown;
  try {
    raw = JSON.parse(store()?.getItem(REGISTRATION_DRAFT_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const saved = raw as Partial<SavedRegistration> & { v?: unknown };
  if (saved.v !== VERSION || !isStep(saved.step) || !saved.draft || typeof saved.draft !== 'object') return null;
  const fresh = initialDraft(saved.draft.userType ?? null);
  const draft: RegistrationDraft = { ...fresh, ...saved.draft, password: '', confirmPassword: '', verificationCode: '' };
  // React keys are per page load: give the restored experiences new ones
  draft.workExperiences =
    Array.isArray(draft.workExperiences) && draft.workExperiences.length > 0
      ? draft.workExperiences.map((entry) => ({ ...emptyWorkExperience(), ...entry, id: localId('experience') }))
      : fresh.workExperiences;
  draft.top5Skills = Array.isArray(draft.top5Skills) ? draft.top5Skills.filter((skill) => typeof skill === 'string') : [];
  // an analysis cut off by the reload is not coming back
  if (draft.resume?.status === 'analyzing') draft.resume = { status: 'idle', fileName: null, error: null };
  return {
    step: saved.step,
    draft,
    prefilledFrom: typeof saved.prefilledFrom === 'string' ? saved.prefilledFrom : null,
    verifiedEmail: typeof saved.verifiedEmail === 'string' ? saved.verifiedEmail : null,
    resendAt: typeof saved.resendAt === 'number' ? saved.resendAt : null,
    uploads: Array.isArray(saved.uploads) ? saved.uploads.filter((upload): upload is SavedUpload => typeof upload?.fileName === 'string') : [],
  };
}
