import { startService, type RunningService } from '@hiring/service-kit';
import { registerTestKeys, startTestSmtpServer, testServiceEnv, type TestSmtpServer } from '@hiring/service-kit/testing';
import { subgraphClient } from '@hiring/test-kit/graphql';
import { authService, loadAuthConfig, type AuthConfig } from '@hiring/auth';

export interface AuthUnderTest {
  service: RunningService<AuthConfig>;
  smtp: TestSmtpServer;
  /** A GraphQL call straight to the subgraph, as the gateway makes it (x-forwarded-for = client address). */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string; ip?: string },
  ): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }>;
  stop(): Promise<void>;
}

/** The auth service alone on the real broker and database, mailing to a real SMTP server. */
export async function startAuth(env: Record<string, string> = {}): Promise<AuthUnderTest> {
  const smtp = await startTestSmtpServer();
  const service = await startService({
    ...authService(loadAuthConfig(testServiceEnv('auth', { SMTP_URL: smtp.url, ADMIN_EMAILS: 'boss@hiring.test', ...env }))),
    consumerSessionTimeoutMs: 10_000,
  });
  const call = subgraphClient(service);
  // Auth seals its events with its own keys: watchTopic opens them with these.
  const forgetKeys = registerTestKeys(service.personKeys);
  return {
    service,
    smtp,
    async gql(query, variables = {}, options = {}) {
      return (await call(query, { variables, token: options.token, headers: { 'x-forwarded-for': options.ip ?? '203.0.113.1' } })) as never;
    },
    async stop() {
      forgetKeys();
      await service.connection.dropDatabase().catch(() => undefined);
      await service.stop();
      await smtp.stop();
    },
  };
}

export const SEND = `mutation($input: SendVerificationCodeInput!) { sendVerificationCode(input: $input) { success message tempAccessToken } }`;
export const VALIDATE = `mutation($input: ValidateVerificationCodeInput!) { validateVerificationCode(input: $input) { success message tempAccessToken } }`;
export const COMPLETE = `mutation($input: CompleteRegistrationInput!) { completeRegistration(input: $input) { success accessToken user { id email userType emailVerified isAdmin firstName lastName companyName } } }`;
export const REGISTER = `mutation($input: RegisterWithVerificationInput!) { registerWithVerification(input: $input) { success accessToken user { id email userType emailVerified isAdmin companyName } } }`;
export const LOGIN = `mutation($email: String, $password: String) { login(email: $email, password: $password) { accessToken user { id email } } }`;
export const FORGOT = `mutation($email: String) { forgotPassword(email: $email) { success message } }`;
export const RESET = `mutation($email: String, $code: String, $newPassword: String) { resetPassword(email: $email, code: $code, newPassword: $newPassword) { success message } }`;
export const CHANGE = `mutation($currentPassword: String, $newPassword: String) { changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { success message } }`;
export const ME = `{ me { id email userType isAdmin emailVerified } }`;

export const CAREER = {
  institution: 'MIT',
  degreeLevel: 'Bachelor',
  fieldOfStudy: 'Physics',
  skills: ['Go'],
  workExperiences: [{ company: 'Acme', jobTitle: 'Engineer', startMonth: 1, startYear: 2020, isCurrent: true }],
};
