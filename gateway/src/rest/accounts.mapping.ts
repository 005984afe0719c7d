import { RestError } from './execute.js';
import { CAREER_MESSAGES } from '@hiring/contracts/vocabulary';

/**
 * The spec's snake_case account payloads onto the graph's camelCase inputs. Shapes only: every
 * rule (required fields, password, families, limits) is the auth service's, so REST and GraphQL
 * answer alike. `work_experiences` and `top5_skills` arrive as JSON text (arrays are accepted too).
 */
export const MAPPING_MESSAGES = {
  workExperiences: 'Work experiences must be a JSON list of entries',
  skills: 'Skills must be a JSON list of text',
  salary: CAREER_MESSAGES.invalidSalary,
  body: 'Please send a JSON object',
} as const;

export type Body = Record<string, unknown>;

export function bodyOf(raw: unknown): Body {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new RestError(400, MAPPING_MESSAGES.body);
  return raw as Body;
}

/** Text fields: strings pass, numbers become text, anything else is absent. */
export function str(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function bool(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  return null;
}

/** 120000, "120000", "120,000", "$95k" → whole dollars; "" or null → null. */
export function salary(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) throw new RestError(400, MAPPING_MESSAGES.salary);
    return Math.round(value);
  }
  if (typeof value !== 'string') throw new RestError(400, MAPPING_MESSAGES.salary);
  const match = /^\$?(\d+(?:\.\d+)?)(k)?$/i.exec(value.trim().replace(/[,\s]/g, ''));
  if (!match) throw new RestError(400, MAPPING_MESSAGES.salary);
  const amount = Math.round(Number(match[1]) * (match[2] ? 1000 : 1));
  if (amount > 2_147_483_647) throw new RestError(400, MAPPING_MESSAGES.salary);
  return amount;
}

/** A month or year from a number or numeric text; anything else is left for the server to judge. */
function whole(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d{1,6}\s*$/.test(value)) return Number(value);
  return null;
}

function jsonList(value: unknown, message: string): unknown[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') throw new RestError(400, message);
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // fall through
  }
  throw new RestError(400, message);
}

const pick = (entry: Body, ...keys: string[]): unknown => keys.map((key) => entry[key]).find((value) => value !== undefined);

export function workExperiences(value: unknown) {
  return jsonList(value, MAPPING_MESSAGES.workExperiences).map((raw) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new RestError(400, MAPPING_MESSAGES.workExperiences);
    const entry = raw as Body;
    return {
      company: str(pick(entry, 'company', 'company_name')),
      jobTitle: str(pick(entry, 'jobTitle', 'job_title', 'title')),
      startMonth: whole(pick(entry, 'startMonth', 'start_month')),
      startYear: whole(pick(entry, 'startYear', 'start_year')),
      endMonth: whole(pick(entry, 'endMonth', 'end_month')),
      endYear: whole(pick(entry, 'endYear', 'end_year')),
      isCurrent: bool(pick(entry, 'isCurrent', 'is_current')) ?? false,
    };
  });
}

export function skills(value: unknown): string[] {
  return jsonList(value, MAPPING_MESSAGES.skills).map((skill) => {
    if (typeof skill !== 'string') throw new RestError(400, MAPPING_MESSAGES.skills);
    return skill;
  });
}

/** career_data (docs/product/api.md#rest-api) → CareerDataInput; years_experience is derived by the server, not taken. */
export function careerDataInput(raw: unknown) {
  if (raw === null || raw === undefined) return null;
  const data = bodyOf(raw);
  return {
    expectedBaseSalary: salary(data['expected_base_salary']),
    dreamScenarioBaseSalary: salary(data['dream_scenario_base_salary']),
    institution: str(pick(data, 'institution_custom', 'institution')),
    degreeLevel: str(data['degree_level']),
    fieldOfStudy: str(pick(data, 'field_of_study_custom', 'field_of_study')),
    workModel: str(data['work_model']),
    workLocation: str(pick(data, 'work_location', 'preferred_location')),
    isStrictlyRemote: bool(data['is_strictly_remote']),
    linkedinUrl: str(data['linkedin_url']),
    jobFamily: str(data['job_family']),
    jobTitle: str(data['job_title']),
    currentCompany: str(data['current_company']),
    workExperiences: workExperiences(data['work_experiences']),
    skills: skills(pick(data, 'top5_skills', 'skills')),
  };
}

/** company_data → CompanyDataInput. */
export function companyDataInput(raw: unknown) {
  if (raw === null || raw === undefined) return null;
  const data = bodyOf(raw);
  return {
    companyName: str(data['company_name']),
    industry: str(data['industry']),
    size: str(data['size']),
    website: str(data['website']),
  };
}
