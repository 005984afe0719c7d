import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UserRegisteredV1 } from '@hiring/contracts';
import { uniqueSuffix, waitFor, watchTopic } from '@hiring/service-kit/testing';
import { ADMIN_EMAIL, startStack, type Stack } from './support/start-stack.js';

const REGISTER = `mutation Register($input: RegisterInput!) {
  register(input: $input) { accessToken user { id email userType isAdmin } }
}`;
const ME = `query Me { me { id email userType firstName candidateProfile { firstName lastName yearsExperience skills } companyProfile { companyName industry } } }`;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

const suffix = uniqueSuffix();
const candidateInput = {
  email: `Ada.${suffix}@Example.test`,
  password: 'correct-horse-1!',
  userType: 'candidate',
  firstName: 'Ada',
  lastName: 'Lovelace',
  careerData: {
    institution: 'University of London',
    degreeLevel: 'Bachelor',
    fieldOfStudy: 'Mathematics',
    skills: ['TypeScript', 'Kafka'],
    workExperiences: [{ company: 'Analytical Engines', jobTitle: 'Engineer', startMonth: 1, startYear: 2020, endMonth: 2, endYear: 2021, isCurrent: false }],
  },
};

describe('walking skeleton: registration event to federated query (real Kafka and FerretDB)', () => {
  it('registers a candidate, publishes UserRegistered, builds the profile from it, and resolves one entity across two subgraphs', async () => {
    const watcher = await watchTopic(stack.services.auth.kafka, UserRegisteredV1);
    const registered = await stack.graphql<{ register: { accessToken: string; user: { id: string; email: string; userType: string; isAdmin: boolean } } }>(REGISTER, { input: candidateInput });
    expect(registered.body.errors).toBeUndefined();
    const { accessToken, user } = registered.body.data!.register;
    expect(user).toMatchObject({ email: `ada.${suffix}@example.test`, userType: 'candidate', isAdmin: false });

    const event = await waitFor(async () => watcher.events.find((e) => e.aggregateId === user.id), { what: 'UserRegistered on Kafka' });
    await watcher.stop();
    expect(event.payload).toMatchObject({ userId: user.id, email: user.email, userType: 'candidate', firstName: 'Ada' });
    expect(JSON.stringify(event)).not.toContain('correct-horse');

    const me = await waitFor(
      async () => {
        const result = await stack.graphql<{ me: { candidateProfile: unknown } }>(ME, {}, accessToken);
        return result.body.data?.me.candidateProfile ? result.body.data.me : null;
      },
      { what: 'the candidate profile built from the event' },
    );
    expect(me).toMatchObject({
      id: user.id,
      email: user.email,
      userType: 'candidate',
      firstName: 'Ada',
      candidateProfile: { firstName: 'Ada', lastName: 'Lovelace', yearsExperience: 1.5, skills: ['TypeScript', 'Kafka'] },
      companyProfile: null,
    });

    const addresses = await waitFor(async () => {
      const result = await stack.graphql<{ myUploadAddresses: string[] }>('{ myUploadAddresses }', {}, accessToken);
      return result.body.data?.myUploadAddresses.length ? result.body.data.myUploadAddresses : null;
    }, { what: 'the interviews service to learn the login address' });
    expect(addresses).toEqual([user.email]);
  });

  it('registers a company: profile in the company service, billing account in billing', async () => {
    const result = await stack.graphql<{ register: { accessToken: string; user: { id: string } } }>(REGISTER, {
      input: { email: `hr.${suffix}@acme.test`, password: 'S3cure-pass!', userType: 'company', firstName: 'Grace', lastName: 'Hopper', companyData: { companyName: 'Acme Inc', industry: 'Technology', size: '11-50', website: 'https://acme.test' } },
    });
    const { accessToken, user } = result.body.data!.register;
    const me = await waitFor(async () => {
      const r = await stack.graphql<{ me: { companyProfile: unknown } }>(ME, {}, accessToken);
      return r.body.data?.me.companyProfile ? r.body.data.me : null;
    }, { what: 'the company profile' });
    expect(me).toMatchObject({ id: user.id, userType: 'company', companyProfile: { companyName: 'Acme Inc', industry: 'Technology' }, candidateProfile: null });
    const billing = await waitFor(async () => {
      const r = await stack.graphql<{ myBillingAccount: { companyId: string; companyName: string } | null }>('{ myBillingAccount { companyId companyName stripeConfigured } }', {}, accessToken);
      return r.body.data?.myBillingAccount;
    }, { what: 'the billing account' });
    expect(billing).toMatchObject({ companyId: user.id, companyName: 'Acme Inc', stripeConfigured: false });
  });

  it('refuses a duplicate email, a weak password and a company without a name, with the spec texts', async () => {
    const duplicate = await stack.graphql(REGISTER, { input: { ...candidateInput, email: candidateInput.email.toUpperCase() } });
    expect(duplicate.body.errors?.[0]).toMatchObject({ message: 'An account with this email already exists', extensions: { code: 'CONFLICT' } });
    const weak = await stack.graphql(REGISTER, { input: { ...candidateInput, email: `weak.${suffix}@x.test`, password: 'password1' } });
    expect(weak.body.errors?.[0]?.message).toBe('Password must contain at least one special character');
    const short = await stack.graphql(REGISTER, { input: { ...candidateInput, email: `short.${suffix}@x.test`, password: 'a1!' } });
    expect(short.body.errors?.[0]?.message).toBe('Password must be at least 8 characters long');
    const nameless = await stack.graphql(REGISTER, { input: { ...candidateInput, email: `co.${suffix}@x.test`, userType: 'company', companyData: { companyName: ' ' } } });
    expect(nameless.body.errors?.[0]?.message).toBe('Company name is required');
  });

  it('checks who is asking: no token, the wrong user type, admins', async () => {
    const anonymous = await stack.graphql('{ me { id } myCandidateProfile { id } }');
    expect(anonymous.body.data).toEqual({ me: null, myCandidateProfile: null });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const login = await stack.graphql<{ login: { accessToken: string } }>('mutation { login(email: "' + candidateInput.email + '", password: "' + candidateInput.password + '") { accessToken } }');
    const token = login.body.data!.login.accessToken;
    const asCandidate = await stack.graphql('{ myBillingAccount { companyId } }', {}, token);
    expect(asCandidate.body.errors?.[0]).toMatchObject({ message: 'Only companies can do this', extensions: { code: 'FORBIDDEN' } });
    const status = await stack.graphql('{ emailIngestionStatus { serviceConfigured } }', {}, token);
    expect(status.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const badLogin = await stack.graphql('mutation { login(email: "' + candidateInput.email + '", password: "wrong-pass-1!") { accessToken } }');
    const unknown = await stack.graphql('mutation { login(email: "nobody.' + suffix + '@x.test", password: "wrong-pass-1!") { accessToken } }');
    expect(badLogin.body.errors?.[0]?.message).toBe('Invalid email or password');
    expect(unknown.body.errors?.[0]?.message).toBe(badLogin.body.errors?.[0]?.message);

    const admin = await stack.graphql<{ register: { accessToken: string; user: { isAdmin: boolean } } }>(REGISTER, { input: { ...candidateInput, email: ADMIN_EMAIL } });
    expect(admin.body.data!.register.user.isAdmin).toBe(true);
    const adminStatus = await stack.graphql('{ emailIngestionStatus { serviceConfigured processedEmailsCount openaiConfigured emailUser } }', {}, admin.body.data!.register.accessToken);
    expect(adminStatus.body).toEqual({ data: { emailIngestionStatus: { serviceConfigured: false, processedEmailsCount: 0, openaiConfigured: false, emailUser: null } } });
  });
});
