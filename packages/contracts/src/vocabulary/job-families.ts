/**
 * Job classification, defined once for the whole product: the server validates against it, the web
 * app builds its selects from it, the extractors map titles onto it. Each family has a fixed list of
 * titles and an `Unknown` option; the `unknown` family has only `Unknown`.
 */
export const UNKNOWN_JOB_TITLE = 'Unknown';

export const JOB_FAMILY_KEYS = [
  'software-engineering',
  'data-analytics',
  'product-management',
  'design-ux',
  'security',
  'sales-business-dev',
  'marketing',
  'operations',
  'hr-people',
  'finance-accounting',
  'executive-leadership',
  'customer-support',
  'qa-testing',
  'infrastructure-cloud',
  'consulting',
  'legal-compliance',
  'unknown',
] as const;

export type JobFamilyKey = (typeof JOB_FAMILY_KEYS)[number];

export interface JobFamily {
  key: JobFamilyKey;
  /** Display name, the one every screen shows (`jobFamilyLabel`). */
  label: string;
  /** The family's titles, without `Unknown` (see `jobTitlesFor`). */
  titles: readonly string[];
}

const family = (key: JobFamilyKey, label: string, titles: string[]): JobFamily => ({ key, label, titles: Object.freeze(titles) });

export const JOB_FAMILIES: readonly JobFamily[] = Object.freeze([
  family('software-engineering', 'Software Engineering', [
    'Software Engineer',
    'Senior Software Engineer',
    'Staff Software Engineer',
    'Principal Software Engineer',
    'Frontend Engineer',
    'Backend Engineer',
    'Full Stack Engineer',
    'Mobile Engineer',
    'iOS Engineer',
    'Android Engineer',
    'Embedded Software Engineer',
    'Machine Learning Engineer',
    'Software Architect',
    'Engineering Manager',
    'Game Developer',
  ]),
  family('data-analytics', 'Data & Analytics', [
    'Data Analyst',
    'Senior Data Analyst',
    'Data Scientist',
    'Senior Data Scientist',
    'Data Engineer',
    'Analytics Engineer',
    'Business Intelligence Analyst',
    'Business Analyst',
    'Machine Learning Scientist',
    'Research Scientist',
    'Quantitative Analyst',
    'Statistician',
    'Analytics Manager',
    'Data Science Manager',
  ]),
  family('product-management', 'Product Management', [
    'Product Manager',
    'Senior Product Manager',
    'Principal Product Manager',
    'Group Product Manager',
    'Associate Product Manager',
    'Technical Product Manager',
    'Growth Product Manager',
    'Platform Product Manager',
    'Product Owner',
    'Product Operations Manager',
    'Director of Product',
    'VP of Product',
  ]),
  family('design-ux', 'Design & UX', [
    'Product Designer',
    'Senior Product Designer',
    'UX Designer',
    'UI Designer',
    'UX Researcher',
    'Interaction Designer',
    'Visual Designer',
    'Graphic Designer',
    'Content Designer',
    'UX Writer',
    'Design Systems Designer',
    'Motion Designer',
    'Design Manager',
  ]),
  family('security', 'Security', [
    'Security Engineer',
    'Application Security Engineer',
    'Cloud Security Engineer',
    'Security Analyst',
    'SOC Analyst',
    'Penetration Tester',
    'Security Architect',
    'Incident Response Analyst',
    'Threat Intelligence Analyst',
    'GRC Analyst',
    'Identity and Access Management Engineer',
    'Security Engineering Manager',
    'Chief Information Security Officer',
  ]),
  family('sales-business-dev', 'Sales & Business Development', [
    'Account Executive',
    'Senior Account Executive',
    'Enterprise Account Executive',
    'Sales Development Representative',
    'Business Development Representative',
    'Account Manager',
    'Business Development Manager',
    'Sales Engineer',
    'Solutions Consultant',
    'Partnerships Manager',
    'Channel Sales Manager',
    'Sales Manager',
    'Regional Sales Director',
    'VP of Sales',
  ]),
  family('marketing', 'Marketing', [
    'Marketing Manager',
    'Product Marketing Manager',
    'Growth Marketing Manager',
    'Digital Marketing Specialist',
    'Content Marketing Manager',
    'SEO Specialist',
    'Performance Marketing Manager',
    'Demand Generation Manager',
    'Lifecycle Marketing Manager',
    'Brand Manager',
    'Social Media Manager',
    'Communications Manager',
    'Marketing Coordinator',
    'Director of Marketing',
  ]),
  family('operations', 'Operations', [
    'Operations Manager',
    'Operations Analyst',
    'Business Operations Analyst',
    'Strategy and Operations Manager',
    'Revenue Operations Manager',
    'Program Manager',
    'Technical Program Manager',
    'Project Manager',
    'Chief of Staff',
    'Supply Chain Manager',
    'Logistics Coordinator',
    'Procurement Specialist',
    'Facilities Manager',
  ]),
  family('hr-people', 'HR & People', [
    'Recruiter',
    'Technical Recruiter',
    'Sourcer',
    'Recruiting Coordinator',
    'Talent Acquisition Manager',
    'HR Generalist',
    'HR Business Partner',
    'HR Manager',
    'People Operations Manager',
    'Compensation and Benefits Manager',
    'Learning and Development Manager',
    'Diversity and Inclusion Manager',
    'Head of People',
  ]),
  family('finance-accounting', 'Finance & Accounting', [
    'Accountant',
    'Senior Accountant',
    'Financial Analyst',
    'Senior Financial Analyst',
    'FP&A Manager',
    'Finance Manager',
    'Controller',
    'Accounts Payable Specialist',
    'Accounts Receivable Specialist',
    'Payroll Specialist',
    'Tax Manager',
    'Auditor',
    'Treasury Analyst',
    'Chief Financial Officer',
  ]),
  family('executive-leadership', 'Executive Leadership', [
    'Chief Executive Officer',
    'Chief Technology Officer',
    'Chief Operating Officer',
    'Chief Product Officer',
    'Chief Marketing Officer',
    'Chief Revenue Officer',
    'Chief Data Officer',
    'VP of Engineering',
    'VP of Operations',
    'Director of Engineering',
    'Head of Engineering',
    'General Manager',
    'Founder',
    'Co-Founder',
  ]),
  family('customer-support', 'Customer Support', [
    'Customer Support Specialist',
    'Customer Support Representative',
    'Technical Support Engineer',
    'Help Desk Technician',
    'Customer Success Manager',
    'Senior Customer Success Manager',
    'Implementation Specialist',
    'Onboarding Specialist',
    'Client Services Manager',
    'Customer Experience Manager',
    'Support Team Lead',
    'Customer Support Manager',
  ]),
  family('qa-testing', 'QA & Testing', [
    'QA Engineer',
    'Senior QA Engineer',
    'QA Analyst',
    'QA Automation Engineer',
    'Software Development Engineer in Test',
    'Test Engineer',
    'Manual Tester',
    'Performance Test Engineer',
    'Quality Engineer',
    'Test Architect',
    'QA Lead',
    'QA Manager',
  ]),
  family('infrastructure-cloud', 'Infrastructure & Cloud', [
    'DevOps Engineer',
    'Site Reliability Engineer',
    'Cloud Engineer',
    'Platform Engineer',
    'Infrastructure Engineer',
    'Cloud Architect',
    'Systems Engineer',
    'Systems Administrator',
    'Network Engineer',
    'Database Administrator',
    'Build and Release Engineer',
    'Kubernetes Engineer',
    'Infrastructure Manager',
  ]),
  family('consulting', 'Consulting', [
    'Consultant',
    'Associate Consultant',
    'Senior Consultant',
    'Principal Consultant',
    'Management Consultant',
    'Strategy Consultant',
    'Technology Consultant',
    'IT Consultant',
    'Implementation Consultant',
    'Business Consultant',
    'Engagement Manager',
    'Partner',
  ]),
  family('legal-compliance', 'Legal & Compliance', [
    'Corporate Counsel',
    'Senior Counsel',
    'General Counsel',
    'Privacy Counsel',
    'Paralegal',
    'Legal Assistant',
    'Legal Operations Manager',
    'Contracts Manager',
    'Compliance Analyst',
    'Compliance Manager',
    'Risk Analyst',
    'Regulatory Affairs Specialist',
  ]),
  family('unknown', 'Unknown', []),
]);

const BY_KEY: ReadonlyMap<string, JobFamily> = new Map(JOB_FAMILIES.map((f) => [f.key, f]));

export function isJobFamilyKey(value: string): value is JobFamilyKey {
  return BY_KEY.has(value);
}

export function jobFamily(key: string): JobFamily | undefined {
  return BY_KEY.get(key);
}

/** The options of the title select for a family: its titles, then `Unknown`. */
export function jobTitlesFor(key: string): readonly string[] {
  const found = BY_KEY.get(key);
  return found ? [...found.titles, UNKNOWN_JOB_TITLE] : [];
}

/** What the title becomes when a family is chosen: its first title (`Unknown` for `unknown`). */
export function defaultJobTitle(key: string): string | null {
  return jobTitlesFor(key)[0] ?? null;
}

/**
 * A family as screens and positions show it: its label ("Sales & Business Development"), never
 * the title-cased key ("Sales Business Dev", issue 32); a key outside the list is title-cased.
 */
export function jobFamilyLabel(key: string): string {
  const found = BY_KEY.get(key.trim());
  if (found) return found.label;
  return key
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The spec's position: the job title plus its family ("Account Executive (Sales & Business Development)"). */
export function jobPositionText(jobTitle: string, familyKey: string): string {
  return `${jobTitle.trim()} (${jobFamilyLabel(familyKey)})`;
}

/** Families whose list holds `title` (case-insensitive), in list order. */
export function familiesWithTitle(title: string): JobFamilyKey[] {
  const wanted = title.trim().toLowerCase();
  return JOB_FAMILIES.filter((f) => f.titles.some((t) => t.toLowerCase() === wanted)).map((f) => f.key);
}

export const JOB_CLASSIFICATION_MESSAGES = {
  invalidFamily: 'Please choose a valid job family',
  titleOutsideFamily: 'Job title must be one of the titles of the selected job family',
  titleWithoutFamily: 'Please choose a job family for this job title',
} as const;

/**
 * The spec's rule: both optional; a title needs a family and must be one of its titles or
 * `Unknown`; the `unknown` family only allows `Unknown`. Returns the error text, or null.
 */
export function jobClassificationProblem(familyKey: string | null | undefined, title: string | null | undefined): string | null {
  const key = familyKey?.trim() || null;
  const jobTitle = title?.trim() || null;
  if (!key) return jobTitle ? JOB_CLASSIFICATION_MESSAGES.titleWithoutFamily : null;
  if (!isJobFamilyKey(key)) return JOB_CLASSIFICATION_MESSAGES.invalidFamily;
  if (jobTitle && !jobTitlesFor(key).includes(jobTitle)) return JOB_CLASSIFICATION_MESSAGES.titleOutsideFamily;
  return null;
}
