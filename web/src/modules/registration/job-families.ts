/**
 * Job families and their titles (spec section 3, "Job classification").
 *
 * The product defines this vocabulary once, for server and web. Until the
 * shared definition is available to the web build, this module holds the web's
 * copy; every web file imports the vocabulary from here only, so switching to
 * the shared module is a change to this one file.
 */

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

export const UNKNOWN_JOB_FAMILY: JobFamilyKey = 'unknown';
export const UNKNOWN_JOB_TITLE = 'Unknown';

export interface JobFamily {
  key: JobFamilyKey;
  label: string;
  /** The family's titles, ending with 'Unknown'. */
  titles: readonly string[];
}

function family(key: JobFamilyKey, label: string, titles: string[]): JobFamily {
  return { key, label, titles: [...titles, UNKNOWN_JOB_TITLE] };
}

export const JOB_FAMILIES: readonly JobFamily[] = [
  family('software-engineering', 'Software Engineering', [
    'Software Engineer',
    'Senior Software Engineer',
    'Staff Software Engineer',
    'Principal Software Engineer',
    'Frontend Engineer',
    'Backend Engineer',
    'Full Stack Engineer',
    'Mobile Engineer (iOS)',
    'Mobile Engineer (Android)',
    'Machine Learning Engineer',
    'Embedded Software Engineer',
    'Game Developer',
    'Engineering Manager',
    'Director of Engineering',
  ]),
  family('data-analytics', 'Data & Analytics', [
    'Data Analyst',
    'Senior Data Analyst',
    'Data Scientist',
    'Senior Data Scientist',
    'Data Engineer',
    'Analytics Engineer',
    'Business Intelligence Analyst',
    'Machine Learning Scientist',
    'Research Scientist',
    'Quantitative Analyst',
    'Data Architect',
    'Analytics Manager',
    'Head of Data',
  ]),
  family('product-management', 'Product Management', [
    'Associate Product Manager',
    'Product Manager',
    'Senior Product Manager',
    'Group Product Manager',
    'Principal Product Manager',
    'Technical Product Manager',
    'Product Owner',
    'Product Operations Manager',
    'Growth Product Manager',
    'Director of Product',
    'VP of Product',
    'Chief Product Officer',
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
    'Design Systems Designer',
    'Motion Designer',
    'Design Manager',
    'Head of Design',
  ]),
  family('security', 'Security', [
    'Security Engineer',
    'Application Security Engineer',
    'Cloud Security Engineer',
    'Security Analyst',
    'SOC Analyst',
    'Penetration Tester',
    'Security Architect',
    'Threat Intelligence Analyst',
    'Incident Response Engineer',
    'Identity and Access Management Engineer',
    'GRC Analyst',
    'Security Engineering Manager',
    'Chief Information Security Officer',
  ]),
  family('sales-business-dev', 'Sales & Business Development', [
    'Sales Development Representative',
    'Business Development Representative',
    'Account Executive',
    'Senior Account Executive',
    'Enterprise Account Executive',
    'Account Manager',
    'Sales Engineer',
    'Solutions Consultant',
    'Partnerships Manager',
    'Business Development Manager',
    'Sales Operations Manager',
    'Sales Manager',
    'Director of Sales',
    'VP of Sales',
  ]),
  family('marketing', 'Marketing', [
    'Marketing Coordinator',
    'Marketing Manager',
    'Product Marketing Manager',
    'Growth Marketing Manager',
    'Content Marketing Manager',
    'Digital Marketing Specialist',
    'SEO Specialist',
    'Performance Marketing Manager',
    'Brand Manager',
    'Social Media Manager',
    'Marketing Operations Manager',
    'Communications Manager',
    'Director of Marketing',
    'Chief Marketing Officer',
  ]),
  family('operations', 'Operations', [
    'Operations Analyst',
    'Operations Manager',
    'Business Operations Manager',
    'Program Manager',
    'Project Manager',
    'Technical Program Manager',
    'Supply Chain Manager',
    'Logistics Coordinator',
    'Procurement Specialist',
    'Office Manager',
    'Chief of Staff',
    'Director of Operations',
    'Chief Operating Officer',
  ]),
  family('hr-people', 'HR & People', [
    'Recruiter',
    'Technical Recruiter',
    'Sourcer',
    'Recruiting Coordinator',
    'Talent Acquisition Manager',
    'HR Generalist',
    'HR Business Partner',
    'People Operations Specialist',
    'Compensation and Benefits Analyst',
    'Learning and Development Manager',
    'HR Manager',
    'Head of People',
    'Chief People Officer',
  ]),
  family('finance-accounting', 'Finance & Accounting', [
    'Accountant',
    'Senior Accountant',
    'Staff Accountant',
    'Financial Analyst',
    'Senior Financial Analyst',
    'FP&A Manager',
    'Controller',
    'Tax Manager',
    'Internal Auditor',
    'Payroll Specialist',
    'Treasury Analyst',
    'Investment Analyst',
    'Finance Manager',
    'Chief Financial Officer',
  ]),
  family('executive-leadership', 'Executive Leadership', [
    'Chief Executive Officer',
    'Chief Technology Officer',
    'Chief Operating Officer',
    'Chief Financial Officer',
    'Chief Product Officer',
    'Chief Marketing Officer',
    'Chief Revenue Officer',
    'Chief Information Officer',
    'Chief Data Officer',
    'President',
    'General Manager',
    'Vice President',
    'Founder',
  ]),
  family('customer-support', 'Customer Support', [
    'Customer Support Representative',
    'Customer Support Specialist',
    'Technical Support Engineer',
    'Support Engineer',
    'Customer Success Manager',
    'Customer Success Associate',
    'Implementation Specialist',
    'Onboarding Specialist',
    'Customer Experience Manager',
    'Community Manager',
    'Support Operations Analyst',
    'Customer Support Manager',
    'Head of Customer Success',
  ]),
  family('qa-testing', 'QA & Testing', [
    'QA Engineer',
    'QA Analyst',
    'Manual Tester',
    'Test Engineer',
    'Automation Engineer',
    'Software Development Engineer in Test',
    'Senior QA Engineer',
    'Performance Test Engineer',
    'Quality Assurance Lead',
    'Test Architect',
    'Mobile QA Engineer',
    'QA Manager',
  ]),
  family('infrastructure-cloud', 'Infrastructure & Cloud', [
    'DevOps Engineer',
    'Site Reliability Engineer',
    'Platform Engineer',
    'Cloud Engineer',
    'Cloud Architect',
    'Infrastructure Engineer',
    'Systems Administrator',
    'Network Engineer',
    'Database Administrator',
    'Systems Engineer',
    'Build and Release Engineer',
    'Solutions Architect',
    'Infrastructure Manager',
  ]),
  family('consulting', 'Consulting', [
    'Business Analyst',
    'Consultant',
    'Senior Consultant',
    'Management Consultant',
    'Strategy Consultant',
    'Technology Consultant',
    'IT Consultant',
    'Implementation Consultant',
    'Associate',
    'Engagement Manager',
    'Principal',
    'Partner',
  ]),
  family('legal-compliance', 'Legal & Compliance', [
    'Paralegal',
    'Legal Counsel',
    'Corporate Counsel',
    'Senior Counsel',
    'Associate General Counsel',
    'General Counsel',
    'Contracts Manager',
    'Compliance Analyst',
    'Compliance Officer',
    'Privacy Counsel',
    'Data Protection Officer',
    'Risk Manager',
  ]),
  { key: 'unknown', label: 'Unknown', titles: [UNKNOWN_JOB_TITLE] },
];

const BY_KEY = new Map<string, JobFamily>(JOB_FAMILIES.map((f) => [f.key, f]));

export function isJobFamilyKey(value: unknown): value is JobFamilyKey {
  return typeof value === 'string' && BY_KEY.has(value);
}

export function jobFamilyByKey(key: string): JobFamily | undefined {
  return BY_KEY.get(key);
}

/** The titles offered for a family ('Unknown' included); none for an unknown key. */
export function titlesForJobFamily(key: string): readonly string[] {
  return BY_KEY.get(key)?.titles ?? [];
}

/** Spec section 5: the title must belong to the chosen family or be Unknown. */
export function isTitleInJobFamily(key: string, title: string): boolean {
  return title === UNKNOWN_JOB_TITLE || titlesForJobFamily(key).includes(title);
}
