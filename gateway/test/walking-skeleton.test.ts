import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UserRegisteredV1 } from '@hiring/contracts';
import { uniqueSuffix, waitFor, watchTopic } from '@hiring/service-kit/testing';
import { ADMIN_EMAIL, startStack, type Stack } from '@hiring/test-kit/stack';

const SEND_CODE = `mutation Send($input: SendVerificationCodeInput!) { sendVerificationCode(input: $input) { success tempAccessToken } }`;
const VALIDATE = `mutation Validate($input: ValidateVerificationCodeInput!) { validateVerificationCode(input: $input) { success tempAccessToken } }`;
const COMPLETE = `mutation Complete($input: CompleteRegistrationInput!) {
  completeRegistration(input: $input) { accessToken user { id email userType isAdmin emailVerified } }
}`;
const REGISTER = `mutation Register($input: RegisterWithVerificationInput!) {
  registerWithVerification(input: $input) { accessToken user { id email userType isAdmin } }
}`;
const ME = `query Me { me { id email userType firstName candidateProfile { firstName lastName yearsExperience skills } companyProfile { companyName industry } } }`;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

type Session = { accessToken: string; user: { id: string; email: string; userType: string; isAdmin: boolean; emailVerified?: boolean } };

/** The GraphQL side of registration: code by mail, validated for the temporary token. */
async function registrationToken(email: string, userType: 'candidate' | 'company', names = { firstName: 'Ada', lastName: 'Lovelace' }): Promise<string> {
  const since = new Date();
  const identity = { email, userType, ...names };
  const sent = await stack.graphql<{ sendVerificationCode: { success: boolean; tempAccessToken: null } }>(SEND_CODE, { input: identity });
  expect(sent.body.data?.sendVerificationCode).toEqual({ success: true, tempAccessToken: null });
  const code = await stack.smtp.waitForCode(email, { since });
  const validated = await stack.graphql<{ validateVerificationCode: { tempAccessToken: string } }>(VALIDATE, {
    input: { ...identity, verificationCode: code },
  });
  expect(validated.body.errors).toBeUndefined();
  return validated.body.data!.validateVerificationCode.tempAccessToken;
}

const suffix = uniqueSuffix();
const candidateEmail = `Ada.${suffix}@Example.test`;
const password = 'correct-horse-1!';
const careerData = {
  institution: 'University of London',
  degreeLevel: 'Bachelor',
  fieldOfStudy: 'Mathematics',
  skills: ['TypeScript', 'Kafka'],
  workExperiences: [{ company: 'Analytical Engines', jobTitle: 'Engineer', startMonth: 1, startYear: 2020, endMonth: 2, endYear: 2021, isCurrent: false }],
};

describe('walking skeleton: registration event to federated query (real Kafka and FerretDB)', () => {
  it('registers a candidate, publishes UserRegistered, builds the profile from it, and resolves one entity across two subgraphs', async () => {
    const watcher = await watchTopic(stack.services.auth.kafka, UserRegisteredV1);
    const temp = await registrationToken(candidateEmail, 'candidate');
    const registered = await stack.graphql<{ completeRegistration: Session }>(
      COMPLETE,
      { input: { email: candidateEmail, userType: 'candidate', password, careerData } },
      temp,
    );
    expect(registered.body.errors).toBeUndefined();
    const { accessToken, user } = registered.body.data!.completeRegistration;
    expect(user).toMatchObject({ email: `ada.${suffix}@example.test`, userType: 'candidate', isAdmin: false, emailVerified: true });

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

    const addresses = await waitFor(
      async () => {
        const result = await stack.graphql<{ myUploadAddresses: string[] }>('{ myUploadAddresses }', {}, accessToken);
        return result.body.data?.myUploadAddresses.length ? result.body.data.myUploadAddresses : null;
      },
      { what: 'the interviews service to learn the login address' },
    );
    expect(addresses).toEqual([user.email]);
  });

  it('registers a company: profile in the company service, billing account in billing', async () => {
    const email = `hr.${suffix}@acme.test`;
    const temp = await registrationToken(email, 'company', { firstName: 'Grace', lastName: 'Hopper' });
    const result = await stack.graphql<{ registerWithVerification: Session }>(
      REGISTER,
      {
        input: {
          email,
          password: 'S3cure-pass!',
          userType: 'company',
          firstName: 'Grace',
          lastName: 'Hopper',
          companyData: { companyName: 'Acme Inc', industry: 'Technology', size: '11-50', website: 'https://acme.test' },
        },
      },
      temp,
    );
    const { accessToken, user } = result.body.data!.registerWithVerification;
    const me = await waitFor(
      async () => {
        const r = await stack.graphql<{ me: { companyProfile: unknown } }>(ME, {}, accessToken);
        return r.body.data?.me.companyProfile ? r.body.data.me : null;
      },
      { what: 'the company profile' },
    );
    expect(me).toMatchObject({ id: user.id, userType: 'company', companyProfile: { companyName: 'Acme Inc', industry: 'Technology' }, candidateProfile: null });
    const billing = await waitFor(
      async () => {
        const r = await stack.graphql<{ myBillingAccount: { companyId: string; companyName: string } | null }>(
          '{ myBillingAccount { companyId companyName stripeConfigured } }',
          {},
          accessToken,
        );
        return r.body.data?.myBillingAccount;
      },
      { what: 'the billing account' },
    );
    expect(billing).toMatchObject({ companyId: user.id, companyName: 'Acme Inc', stripeConfigured: false });
  });

  it('cannot register without a verified email; refuses a weak password and a company without a name, with the spec texts', async () => {
    const unverified = await stack.graphql(COMPLETE, { input: { email: `nobody.${suffix}@x.test`, userType: 'candidate', password, careerData } });
    expect(unverified.body.errors?.[0]).toMatchObject({
      message: 'Please verify your email address before completing registration',
      extensions: { code: 'UNAUTHENTICATED' },
    });

    const email = `weak.${suffix}@x.test`;
    const temp = await registrationToken(email, 'candidate');
    const weak = await stack.graphql(COMPLETE, { input: { email, userType: 'candidate', password: 'password1', careerData } }, temp);
    expect(weak.body.errors?.[0]?.message).toBe('Password must contain at least one special character');
    const short = await stack.graphql(COMPLETE, { input: { email, userType: 'candidate', password: 'a1!', careerData } }, temp);
    expect(short.body.errors?.[0]?.message).toBe('Password must be at least 8 characters long');
    const otherEmail = await stack.graphql(COMPLETE, { input: { email: candidateEmail, userType: 'candidate', password, careerData } }, temp);
    expect(otherEmail.body.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });

    const companyEmail = `co.${suffix}@x.test`;
    const companyTemp = await registrationToken(companyEmail, 'company');
    const nameless = await stack.graphql(
      REGISTER,
      { input: { email: companyEmail, password, userType: 'company', firstName: 'A', lastName: 'B', companyData: { companyName: ' ' } } },
      companyTemp,
    );
    expect(nameless.body.errors?.[0]?.message).toBe('Company name is required');
  });

  it('checks who is asking: no token, the wrong user type, admins', async () => {
    const anonymous = await stack.graphql('{ me { id } myCandidateProfile { id } }');
    expect(anonymous.body.data).toEqual({ me: null, myCandidateProfile: null });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const login = await stack.graphql<{ login: { accessToken: string } }>(
      'mutation { login(email: "' + candidateEmail + '", password: "' + password + '") { accessToken } }',
    );
    const token = login.body.data!.login.accessToken;
    const asCandidate = await stack.graphql('{ myBillingAccount { companyId } }', {}, token);
    expect(asCandidate.body.errors?.[0]).toMatchObject({ message: 'Only companies can do this', extensions: { code: 'FORBIDDEN' } });
    const status = await stack.graphql('{ emailIngestionStatus { serviceConfigured } }', {}, token);
    expect(status.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const badLogin = await stack.graphql('mutation { login(email: "' + candidateEmail + '", password: "wrong-pass-1!") { accessToken } }');
    const unknown = await stack.graphql('mutation { login(email: "nobody.' + suffix + '@x.test", password: "wrong-pass-1!") { accessToken } }');
    expect(badLogin.body.errors?.[0]?.message).toBe('Invalid email or password');
    expect(unknown.body.errors?.[0]?.message).toBe(badLogin.body.errors?.[0]?.message);

    const adminTemp = await registrationToken(ADMIN_EMAIL, 'candidate');
    const admin = await stack.graphql<{ completeRegistration: Session }>(
      COMPLETE,
      { input: { email: ADMIN_EMAIL, userType: 'candidate', password, careerData } },
      adminTemp,
    );
    expect(admin.body.data!.completeRegistration.user.isAdmin).toBe(true);
    const adminStatus = await stack.graphql(
      '{ emailIngestionStatus { serviceConfigured processedEmailsCount openaiConfigured emailUser } }',
      {},
      admin.body.data!.completeRegistration.accessToken,
    );
    expect(adminStatus.body).toEqual({
      data: { emailIngestionStatus: { serviceConfigured: false, processedEmailsCount: 0, openaiConfigured: false, emailUser: null } },
    });
  });
});
