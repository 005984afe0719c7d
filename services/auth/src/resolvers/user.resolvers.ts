import { notFound, requireUser, type RequestContext, type Resolvers } from '@hiring/service-kit';
import type { User } from '../models/user.model.js';
import type { AccountDeps } from '../domain/deps.js';
import { login } from '../domain/login.service.js';
import { isAdminEmail, issueAccessToken } from '../domain/issue-token.js';
import {
  finishRegistration,
  sendVerificationCode,
  validateVerificationCode,
  type FinishRegistrationInput,
} from '../domain/registration.service.js';
import { changePassword, forgotPassword, resetPassword } from '../domain/password.service.js';

type Args<T> = { input: T };

export function userResolvers(deps: AccountDeps): Resolvers {
  const session = (user: User) => ({ success: true, accessToken: issueAccessToken(deps.config, user), user });
  return {
    Query: {
      me: async (_: unknown, __: unknown, ctx: RequestContext) => {
        if (!ctx.auth || ctx.auth.scope !== 'access') return null;
        const user = await deps.users.findById(ctx.auth.userId).lean<User>().exec();
        // A valid token for an account that is gone: the web app logs out on this exact text.
        if (!user) throw notFound('User not found');
        return user;
      },
    },
    Mutation: {
      login: async (_: unknown, args: { email?: string | null; password?: string | null }, ctx: RequestContext) =>
        session(await login(deps, { ...args, clientIp: ctx.clientIp })),
      sendVerificationCode: (_: unknown, args: Args<Parameters<typeof sendVerificationCode>[1]>, ctx: RequestContext) =>
        sendVerificationCode(deps, { ...args.input, clientIp: ctx.clientIp }),
      validateVerificationCode: (_: unknown, args: Args<Parameters<typeof validateVerificationCode>[1]>, ctx: RequestContext) =>
        validateVerificationCode(deps, args.input, ctx.correlationId),
      registerWithVerification: async (_: unknown, args: Args<FinishRegistrationInput>, ctx: RequestContext) =>
        session(await finishRegistration(deps, ctx.auth, args.input, ctx.correlationId)),
      completeRegistration: async (_: unknown, args: Args<Omit<FinishRegistrationInput, 'companyData'>>, ctx: RequestContext) =>
        session(await finishRegistration(deps, ctx.auth, { ...args.input, companyData: null }, ctx.correlationId)),
      forgotPassword: (_: unknown, args: { email?: string | null }, ctx: RequestContext) =>
        forgotPassword(deps, { email: args.email, clientIp: ctx.clientIp }),
      resetPassword: (_: unknown, args: { email?: string | null; code?: string | null; newPassword?: string | null }, ctx: RequestContext) =>
        resetPassword(deps, args, ctx.correlationId),
      changePassword: (_: unknown, args: { currentPassword?: string | null; newPassword?: string | null }, ctx: RequestContext) =>
        changePassword(deps, requireUser(ctx), args, ctx.correlationId),
    },
    User: {
      // Other subgraphs and admins may resolve a user; a user may resolve themself.
      __resolveReference: async (ref: { id: string }, ctx: RequestContext) => {
        const auth = requireUser(ctx);
        if (auth.userId !== ref.id && !auth.isAdmin) return null;
        return deps.users.findById(ref.id).lean<User>().exec();
      },
      id: (user: User) => user._id,
      isAdmin: (user: User) => isAdminEmail(deps.config, user.email),
      createdAt: (user: User) => user.createdAt.toISOString(),
    },
  };
}
