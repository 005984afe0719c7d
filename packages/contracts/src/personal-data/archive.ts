/**
 * The archive of everything the product holds about one account (docs/decisions/privacy-rights.md
 * #export): one section per service, each answered by that service's
 * `GET /internal/personal-data/:userId`, bundled by the gateway. The JSON Schema below is the
 * documented, versioned shape; a new field in a record is compatible, a removed or renamed
 * collection is a new version.
 */
export const PERSONAL_DATA_FORMAT = 'hiring-marketplace/personal-data';
export const PERSONAL_DATA_VERSION = 1;
/** Every service's internal route (the internal secret, like every route but /health). */
export const PERSONAL_DATA_PATH = '/internal/personal-data';

/** A collection is one record (or null when there is none) or a list of records. */
type Shape = 'record' | 'list';
interface CollectionSpec {
  shape: Shape;
  description: string;
}

/** Each service's collections in its section, in the order they are written. */
export const PERSONAL_DATA_SECTIONS = {
  auth: {
    account: { shape: 'record', description: 'The account: address, names, type, when it was verified and created (never the password).' },
    pendingRegistrations: { shape: 'list', description: 'Registration steps begun with this address.' },
    claimedAddresses: { shape: 'list', description: 'Extra addresses reserved for this account, so no other account registers them.' },
    apiKeys: { shape: 'list', description: "A company's API keys: name, public prefix, scopes, limits and dates (never the secret)." },
    apiKeyUsage: { shape: 'list', description: 'Requests per key and UTC day.' },
    trustedDocuments: { shape: 'list', description: 'Operations registered for the API keys.' },
  },
  candidate: {
    profile: { shape: 'record', description: 'The current profile: career data, salaries, education, work history, skills.' },
    profileRevisions: { shape: 'list', description: 'Every saved version of the profile, oldest first.' },
    verifiedEmails: { shape: 'list', description: 'Extra addresses, removed ones included.' },
    referrals: { shape: 'list', description: 'Friends invited, with the names and address given for them.' },
    unlockedBy: { shape: 'list', description: 'Companies that unlocked the contact details, and when.' },
  },
  interviews: {
    interviews: { shape: 'list', description: 'Every interview record with its facts, notes, verification and evidence; deleted ones flagged.' },
    processes: { shape: 'list', description: 'Interview processes per company, with their notes.' },
    emailConflicts: { shape: 'list', description: 'Uploads refused because another account had uploaded the same email.' },
    mailbox: { shape: 'record', description: 'The addresses interview emails are accepted for.' },
    companyInterest: { shape: 'list', description: 'Unlocks counted in the rankings.' },
    ingestedEmailOutcomes: { shape: 'list', description: 'Emails forwarded to the ingestion mailbox and what became of them.' },
    employerDirectory: { shape: 'list', description: "A company's proven work addresses, as the evidence policy knows them." },
  },
  company: {
    profile: { shape: 'record', description: 'The company profile: name, website, industry, size, work addresses, former names.' },
    walletEntries: { shape: 'list', description: 'The token ledger: every grant and spend with the balance after it.' },
    unlocks: { shape: 'list', description: 'Candidates unlocked, with the tokens spent and the contact details while the candidate exists.' },
    savedSearches: { shape: 'list', description: 'Saved searches and their filters.' },
    webhookEndpoints: { shape: 'list', description: 'Webhook endpoints (never their signing secret).' },
    webhookDeliveries: { shape: 'list', description: 'Webhook deliveries of the last 30 days: event, status, attempts.' },
  },
  billing: {
    account: { shape: 'record', description: 'The billing account: address, company name, Stripe customer.' },
    entries: { shape: 'list', description: 'The billing ledger: subscriptions, token grants and revocations.' },
    checkoutSessions: { shape: 'list', description: 'Checkouts begun: plan or package, amount, state.' },
  },
  ingestion: {
    forwardedEmails: { shape: 'list', description: 'Emails forwarded to the ingestion mailbox: sender, subject, when, state (never the raw bytes).' },
    outcomes: { shape: 'list', description: 'What each forwarded email became, and the replies sent.' },
  },
} as const satisfies Record<string, Record<string, CollectionSpec>>;

export type PersonalDataService = keyof typeof PERSONAL_DATA_SECTIONS;
export const PERSONAL_DATA_SERVICES = Object.keys(PERSONAL_DATA_SECTIONS) as PersonalDataService[];

/** A JSON value as a section holds it (dates as ISO strings). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type PersonalDataRecord = { [key: string]: JsonValue };
/** One service's section: every collection of PERSONAL_DATA_SECTIONS[service], nothing else. */
export type PersonalDataSection<S extends PersonalDataService> = {
  [C in keyof (typeof PERSONAL_DATA_SECTIONS)[S]]: (typeof PERSONAL_DATA_SECTIONS)[S][C] extends { shape: 'list' }
    ? PersonalDataRecord[]
    : PersonalDataRecord | null;
};

const RECORD = { type: 'object' } as const;

function sectionSchema(service: PersonalDataService) {
  const collections = PERSONAL_DATA_SECTIONS[service] as Record<string, CollectionSpec>;
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(collections),
    properties: Object.fromEntries(
      Object.entries(collections).map(([name, spec]) => [
        name,
        spec.shape === 'list'
          ? { description: spec.description, type: 'array', items: RECORD }
          : { description: spec.description, anyOf: [RECORD, { type: 'null' }] },
      ]),
    ),
  };
}

/** The archive's JSON Schema (draft 2020-12), served at `/api/me/export/schema.json`. */
export const PERSONAL_DATA_ARCHIVE_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: `https://hiring-marketplace.local/schemas/personal-data-v${PERSONAL_DATA_VERSION}.json`,
  title: 'Personal data archive',
  description: 'Everything the product holds about one account, one section per service.',
  type: 'object',
  additionalProperties: false,
  required: ['format', 'version', 'generatedAt', 'account', 'sections'],
  properties: {
    format: { const: PERSONAL_DATA_FORMAT },
    version: { const: PERSONAL_DATA_VERSION },
    generatedAt: { type: 'string', format: 'date-time' },
    account: {
      type: 'object',
      additionalProperties: false,
      required: ['userId', 'userType'],
      properties: { userId: { type: 'string' }, userType: { enum: ['candidate', 'company'] } },
    },
    sections: {
      type: 'array',
      minItems: PERSONAL_DATA_SERVICES.length,
      maxItems: PERSONAL_DATA_SERVICES.length,
      items: {
        oneOf: PERSONAL_DATA_SERVICES.map((service) => ({
          type: 'object',
          additionalProperties: false,
          required: ['service', 'data'],
          properties: { service: { const: service }, data: sectionSchema(service) },
        })),
      },
    },
  },
} as const;
