import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../graphql/create-gateway.js';
import { runOperation, sendRestError } from './execute.js';
import { USER_FIELDS, bodyOf, careerDataInput, companyDataInput, str, userJson, type GraphUser } from './accounts.mapping.js';

/**
 * Accounts (spec sections 2-9): login, registration with email verification, password reset and
 * change. Each route is one GraphQL operation of the auth subgraph; errors keep the subgraph's
 * text and map their code to a status (400, 401, 403, 404, 409, 429, 503).
 */
const LOGIN = `mutation Login($email: String, $password: String) {
  login(email: $email, password: $password) { accessToken user { ${USER_FIELDS} } }
}`;
const SEND_CODE = `mutation SendCode($input: SendVerificationCodeInput!) {
  sendVerificationCode(input: $input) { success message tempAccessToken }
}`;
const VALIDATE_CODE = `mutation ValidateCode($input: ValidateVerificationCodeInput!) {
  validateVerificationCode(input: $input) { success message tempAccessToken }
}`;
const REGISTER = `mutation Register($input: RegisterWithVerificationInput!) {
  registerWithVerification(input: $input) { accessToken user { ${USER_FIELDS} } }
}`;
const COMPLETE = `mutation Complete($input: CompleteRegistrationInput!) {
  completeRegistration(input: $input) { accessToken user { ${USER_FIELDS} } }
}`;
const FORGOT = `mutation Forgot($email: String) { forgotPassword(email: $email) { success message } }`;
const RESET = `mutation Reset($email: String, $code: String, $newPassword: String) {
  resetPassword(email: $email, code: $code, newPassword: $newPassword) { success message }
}`;
const CHANGE = `mutation Change($currentPassword: String, $newPassword: String) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { success message }
}`;

type Session = { accessToken: string; user: GraphUser };
type Verification = { success: boolean; message: string; tempAccessToken: string | null };
type Action = { success: boolean; message: string };

const sessionJson = (session: Session) => ({ success: true, access_token: session.accessToken, user: userJson(session.user) });
const verificationJson = (result: Verification) => ({ success: true, message: result.message, temp_access_token: result.tempAccessToken });
const actionJson = (result: Action) => ({ success: true, message: result.message });

function identity(body: Record<string, unknown>) {
  return { email: str(body['email']), firstName: str(body['first_name']), lastName: str(body['last_name']), userType: str(body['user_type']) };
}

export function registerAccountRoutes(app: FastifyInstance, apollo: ApolloServer<GatewayContext>): void {
  const post = <T>(path: string, handle: (body: Record<string, unknown>, request: FastifyRequest) => Promise<T>) =>
    app.post(path, async (request, reply) => {
      try {
        return reply.send(await handle(bodyOf(request.body), request));
      } catch (error) {
        return sendRestError(reply, error);
      }
    });

  post('/api/login', async (body, request) => {
    const data = await runOperation<{ login: Session }>(apollo, request, LOGIN, { email: str(body['email']), password: str(body['password']) });
    return sessionJson(data.login);
  });

  post('/api/send-verification-code', async (body, request) => {
    const data = await runOperation<{ sendVerificationCode: Verification }>(apollo, request, SEND_CODE, { input: identity(body) });
    return verificationJson(data.sendVerificationCode);
  });

  post('/api/validate-verification-code', async (body, request) => {
    const input = { ...identity(body), verificationCode: str(body['verification_code'] ?? body['code']) };
    const data = await runOperation<{ validateVerificationCode: Verification }>(apollo, request, VALIDATE_CODE, { input });
    return verificationJson(data.validateVerificationCode);
  });

  post('/api/register-with-verification', async (body, request) => {
    const input = {
      ...identity(body),
      password: str(body['password']),
      careerData: careerDataInput(body['career_data']),
      companyData: companyDataInput(body['company_data']),
    };
    const data = await runOperation<{ registerWithVerification: Session }>(apollo, request, REGISTER, { input });
    return sessionJson(data.registerWithVerification);
  });

  post('/api/complete-registration', async (body, request) => {
    const careerData = body['career_data'] && typeof body['career_data'] === 'object' ? (body['career_data'] as Record<string, unknown>) : {};
    const input = {
      ...identity(body),
      // The spec puts the password into career_data here; a top-level one is accepted as well.
      password: str(body['password'] ?? careerData['password']),
      careerData: careerDataInput(body['career_data']),
    };
    const data = await runOperation<{ completeRegistration: Session }>(apollo, request, COMPLETE, { input });
    return sessionJson(data.completeRegistration);
  });

  post('/api/forgot-password', async (body, request) => {
    const data = await runOperation<{ forgotPassword: Action }>(apollo, request, FORGOT, { email: str(body['email']) });
    return actionJson(data.forgotPassword);
  });

  post('/api/reset-password', async (body, request) => {
    const variables = { email: str(body['email']), code: str(body['code']), newPassword: str(body['new_password']) };
    const data = await runOperation<{ resetPassword: Action }>(apollo, request, RESET, variables);
    return actionJson(data.resetPassword);
  });

  post('/api/change-password', async (body, request) => {
    const variables = { currentPassword: str(body['current_password']), newPassword: str(body['new_password']) };
    const data = await runOperation<{ changePassword: Action }>(apollo, request, CHANGE, variables);
    return actionJson(data.changePassword);
  });
}
