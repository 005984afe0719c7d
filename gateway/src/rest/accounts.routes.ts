import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../graphql/create-gateway.js';
import { route, runOperation } from './execute.js';
import { bodyOf, careerDataInput, companyDataInput, str, type Body } from './accounts.mapping.js';
import { toRest } from './rest-shape.js';
import { Type, type TSchema } from 'typebox';
import type { DocumentNode } from 'graphql';
import type { ObjectSchema, OperationSchemas } from './openapi/json-schema.js';
import { Amount, EntryList, FilledText, Text, TextList, body, ok, says } from './openapi/request-schemas.js';
import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN_SOURCE,
  PASSWORD_API_KEY_MESSAGES,
  PASSWORD_REQUEST_MESSAGES,
  SIGN_IN_MESSAGES,
  USER_TYPES,
} from '@hiring/contracts/vocabulary';
import { LOGIN } from './operations/login.mutation.js';
import { SEND_VERIFICATION_CODE } from './operations/send-verification-code.mutation.js';
import { VALIDATE_VERIFICATION_CODE } from './operations/validate-verification-code.mutation.js';
import { REGISTER_WITH_VERIFICATION } from './operations/register-with-verification.mutation.js';
import { COMPLETE_REGISTRATION } from './operations/complete-registration.mutation.js';
import { FORGOT_PASSWORD } from './operations/forgot-password.mutation.js';
import { RESET_PASSWORD } from './operations/reset-password.mutation.js';
import { CHANGE_PASSWORD } from './operations/change-password.mutation.js';
import { LOGOUT } from './operations/logout.mutation.js';

/**
 * Accounts (docs/product/screens.md#routes, docs/product/data.md#data-and-entities, docs/product/rules.md#states-and-transitions, docs/product/rules.md#validation, docs/product/rules.md#roles-and-permissions, docs/product/api.md#rest-api, docs/product/rules.md#errors, docs/product/rules.md#constants-and-limits): login, registration with email verification, password reset and
 * change. Each route is one GraphQL operation of the auth subgraph; errors keep the subgraph's
 * text and map their code to a status (400, 401, 403, 404, 409, 429, 503).
 */
function identity(body: Body) {
  return { email: str(body['email']), firstName: str(body['first_name']), lastName: str(body['last_name']), userType: str(body['user_type']) };
}

const IDENTITY = { email: Text, first_name: Text, last_name: Text, user_type: Text };
/** An address as the auth service accepts one (contracts' EMAIL_PATTERN_SOURCE), answered with its text. */
const EMAIL = Type.String({ pattern: EMAIL_PATTERN_SOURCE, maxLength: EMAIL_MAX_LENGTH, ...says(SIGN_IN_MESSAGES.invalidEmail) });
/** The first registration step's fields: names and address required, a known account type. */
const NEW_IDENTITY = {
  email: Type.String({
    pattern: EMAIL_PATTERN_SOURCE,
    maxLength: EMAIL_MAX_LENGTH,
    ...says(SIGN_IN_MESSAGES.invalidEmail, ACCOUNT_MESSAGES.basicInfoRequired),
  }),
  first_name: FilledText(ACCOUNT_MESSAGES.basicInfoRequired),
  last_name: FilledText(ACCOUNT_MESSAGES.basicInfoRequired),
  user_type: Type.String({ enum: [...USER_TYPES], ...says(SIGN_IN_MESSAGES.invalidUserType) }),
};
const NEW_IDENTITY_REQUIRED = Object.keys(NEW_IDENTITY);
/** A 6-digit code (the services trim it). */
const SIX_DIGITS = `^\\s*[0-9]{${ACCOUNT_LIMITS.verificationCodeLength}}\\s*$`;
/** The spec's password rule (contracts' passwordProblem), each part with its text. */
const NEW_PASSWORD = Type.String({
  // In the service's order: length, then a digit, then a special character.
  allOf: [
    { minLength: ACCOUNT_LIMITS.passwordMinLength, ...says(ACCOUNT_MESSAGES.passwordTooShort) },
    { pattern: '[0-9]', ...says(ACCOUNT_MESSAGES.passwordNeedsNumber) },
    { pattern: '[^A-Za-z0-9\\s]', ...says(ACCOUNT_MESSAGES.passwordNeedsSpecial) },
  ],
  ...says({ type: ACCOUNT_MESSAGES.passwordRequired }, ACCOUNT_MESSAGES.passwordRequired),
});
/** A password reset or change may also revoke the company's API keys; false when left out. */
const REVOKE_API_KEYS = Type.Boolean({
  description: `${PASSWORD_API_KEY_MESSAGES.option} (default false). ${PASSWORD_API_KEY_MESSAGES.optionHint}`,
  default: false,
});
const CAREER_DATA = Type.Union([
  Type.Object({
    expected_base_salary: Type.Optional(Amount),
    dream_scenario_base_salary: Type.Optional(Amount),
    work_experiences: Type.Optional(EntryList),
    top5_skills: Type.Optional(TextList),
    skills: Type.Optional(TextList),
  }),
  Type.Null(),
]);
const COMPANY_DATA = Type.Union([
  Type.Object({ company_name: Type.Optional(Text), industry: Type.Optional(Text), size: Type.Optional(Text), website: Type.Optional(Text) }),
  Type.Null(),
]);

/** Routes callable without a token; registering and completing take the registration token as bearer. */
const PUBLIC: ReadonlySet<string> = new Set([
  '/api/login',
  '/api/send-verification-code',
  '/api/validate-verification-code',
  '/api/forgot-password',
  '/api/reset-password',
]);

export function registerAccountRoutes(app: FastifyInstance, apollo: ApolloServer<GatewayContext>, docs: OperationSchemas): void {
  const post = (
    url: string,
    summary: string,
    fields: Record<string, TSchema>,
    answer: ObjectSchema,
    handle: (body: Body, request: FastifyRequest) => Promise<unknown>,
    required: readonly string[] = [],
    options: Record<string, unknown> = {},
  ) =>
    route(app, {
      method: 'POST',
      url,
      summary,
      // Sign-in, the code steps of sign-up and the password reset come before any token.
      public: PUBLIC.has(url),
      schema: { body: body(fields, required, options) },
      responses: { 200: answer },
      handle: (request) => handle(bodyOf(request.body), request),
    });
  const session = (document: DocumentNode, field: string) => ok({}, docs.objectField(document, field));

  post(
    '/api/login',
    'Signs in: an access token and the user',
    { email: FilledText(SIGN_IN_MESSAGES.loginRequired), password: Type.String({ minLength: 1, ...says(SIGN_IN_MESSAGES.loginRequired) }) },
    session(LOGIN, 'login'),
    async (body, request) => {
      const { login } = await runOperation(apollo, request, LOGIN, { email: str(body['email']), password: str(body['password']) });
      return { success: true, ...toRest(login) };
    },
    ['email', 'password'],
  );

  post(
    '/api/send-verification-code',
    'Mails a 6-digit code to the address being registered',
    NEW_IDENTITY,
    ok({}, docs.objectField(SEND_VERIFICATION_CODE, 'sendVerificationCode')),
    async (body, request) => {
      const { sendVerificationCode } = await runOperation(apollo, request, SEND_VERIFICATION_CODE, { input: identity(body) });
      return { success: true, ...toRest(sendVerificationCode) };
    },
    NEW_IDENTITY_REQUIRED,
  );

  post(
    '/api/validate-verification-code',
    'Checks the mailed code: a registration token',
    {
      ...NEW_IDENTITY,
      verification_code: Type.String({ pattern: SIX_DIGITS, ...says(ACCOUNT_MESSAGES.codeDigits) }),
      code: Type.String({ pattern: SIX_DIGITS, ...says(ACCOUNT_MESSAGES.codeDigits) }),
    },
    // The code comes as verification_code (the spec) or code.
    ok({}, docs.objectField(VALIDATE_VERIFICATION_CODE, 'validateVerificationCode')),
    async (body, request) => {
      const input = { ...identity(body), verificationCode: str(body['verification_code'] ?? body['code']) };
      const { validateVerificationCode } = await runOperation(apollo, request, VALIDATE_VERIFICATION_CODE, { input });
      return { success: true, ...toRest(validateVerificationCode) };
    },
    NEW_IDENTITY_REQUIRED,
    { anyOf: [{ required: ['verification_code'] }, { required: ['code'] }], ...says(ACCOUNT_MESSAGES.codeDigits) },
  );

  post(
    '/api/register-with-verification',
    'Creates the account (registration token): an access token and the user',
    { ...IDENTITY, password: Text, career_data: CAREER_DATA, company_data: COMPANY_DATA },
    session(REGISTER_WITH_VERIFICATION, 'registerWithVerification'),
    async (body, request) => {
      const input = {
        ...identity(body),
        password: str(body['password']),
        careerData: careerDataInput(body['career_data']),
        companyData: companyDataInput(body['company_data']),
      };
      const { registerWithVerification } = await runOperation(apollo, request, REGISTER_WITH_VERIFICATION, { input });
      return { success: true, ...toRest(registerWithVerification) };
    },
  );

  post(
    '/api/complete-registration',
    "Completes a candidate's registration (the password may come inside career_data)",
    // referral_id (issue 32, beside the spec's fields): the ref of the invitation's link, if the friend came by it.
    { ...IDENTITY, password: Text, career_data: CAREER_DATA, referral_id: Text },
    session(COMPLETE_REGISTRATION, 'completeRegistration'),
    async (body, request) => {
      const careerData = body['career_data'] && typeof body['career_data'] === 'object' ? (body['career_data'] as Body) : {};
      const input = {
        ...identity(body),
        // The spec puts the password into career_data here; a top-level one is accepted as well.
        password: str(body['password'] ?? careerData['password']),
        careerData: careerDataInput(body['career_data']),
        referralId: str(body['referral_id']),
      };
      const { completeRegistration } = await runOperation(apollo, request, COMPLETE_REGISTRATION, { input });
      return { success: true, ...toRest(completeRegistration) };
    },
  );

  post(
    '/api/forgot-password',
    'Mails a reset code (the same answer for an unknown address)',
    { email: EMAIL },
    ok({}, docs.objectField(FORGOT_PASSWORD, 'forgotPassword')),
    async (body, request) => {
      const { forgotPassword } = await runOperation(apollo, request, FORGOT_PASSWORD, { email: str(body['email']) });
      return { success: true, ...toRest(forgotPassword) };
    },
    ['email'],
  );

  post(
    '/api/reset-password',
    'Sets a new password with the mailed code',
    {
      email: Type.String({ pattern: EMAIL_PATTERN_SOURCE, maxLength: EMAIL_MAX_LENGTH, ...says(PASSWORD_REQUEST_MESSAGES.invalidLink) }),
      code: Type.String({ pattern: SIX_DIGITS, ...says(PASSWORD_REQUEST_MESSAGES.invalidCode, PASSWORD_REQUEST_MESSAGES.invalidLink) }),
      new_password: NEW_PASSWORD,
      revoke_api_keys: REVOKE_API_KEYS,
    },
    ok({}, docs.objectField(RESET_PASSWORD, 'resetPassword')),
    async (body, request) => {
      const variables = {
        email: str(body['email']),
        code: str(body['code']),
        newPassword: str(body['new_password']),
        revokeApiKeys: body['revoke_api_keys'] === true,
      };
      const { resetPassword } = await runOperation(apollo, request, RESET_PASSWORD, variables);
      return { success: true, ...toRest(resetPassword) };
    },
    ['email', 'code', 'new_password'],
  );

  post(
    '/api/change-password',
    "Changes the signed-in user's password",
    {
      current_password: Type.String({ minLength: 1, ...says(PASSWORD_REQUEST_MESSAGES.currentRequired) }),
      new_password: NEW_PASSWORD,
      revoke_api_keys: REVOKE_API_KEYS,
    },
    ok({}, docs.objectField(CHANGE_PASSWORD, 'changePassword')),
    async (body, request) => {
      const variables = {
        currentPassword: str(body['current_password']),
        newPassword: str(body['new_password']),
        revokeApiKeys: body['revoke_api_keys'] === true,
      };
      const { changePassword } = await runOperation(apollo, request, CHANGE_PASSWORD, variables);
      return { success: true, ...toRest(changePassword) };
    },
    ['current_password', 'new_password'],
  );

  post(
    '/api/logout',
    'Ends this session on the server: its token is refused from now on',
    {},
    ok({}, docs.objectField(LOGOUT, 'logout')),
    async (_, request) => {
      const { logout } = await runOperation(apollo, request, LOGOUT, {});
      return { success: true, ...toRest(logout) };
    },
  );
}
