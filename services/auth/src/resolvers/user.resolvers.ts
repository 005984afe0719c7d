import { notFound, requireUser } from '@hiring/service-kit';
import type { Resolvers } from '../generated/resolvers.js';
import type { User } from '../models/user.model.js';
import type { AccountDeps } from '../domain/deps.js';
import { login } from '../domain/login.service.js';
import { isAdminEmail, issueAccessToken } from '../domain/issue-token.js';
import { finishRegistration, sendVerificationCode, validateVerificationCode } from '../domain/registration.service.js';
import { changePassword, forgotPassword, resetPassword } from '../domain/password.service.js';
import { logout } from '../domain/logout.service.js';
import { requestDataExport } from '../domain/data-export.service.js';
import { deleteMyAccount } from '../domain/account-erasure.service.js';

export function userResolvers(deps: AccountDeps): Resolvers {
  const session = (user: User) => ({ success: true, accessToken: issueAccessToken(deps.config, user), user });
  return {
    Query: {
      me: async (_, __, ctx) => {
        if (!ctx.auth || ctx.auth.scope !== 'access') return null;
        const user = await deps.users.findById(ctx.auth.userId).lean<User>().exec();
        // A valid token for an account that is gone: the web app logs out on this exact text.
        if (!user) throw notFound('User not found');
        return user;
      },
    },
    Mutation: {
      login: async (_, args, ctx) => session(await login(deps, { ...args, clientIp: ctx.clientIp })),
      sendVerificationCode: (_, args, ctx) => sendVerificationCode(deps, { ...args.input, clientIp: ctx.clientIp }),
      validateVerificationCode: (_, args, ctx) => validateVerificationCode(deps, args.input, ctx.correlationId),
      registerWithVerification: async (_, args, ctx) => session(await finishRegistration(deps, ctx.auth, args.input, ctx.correlationId)),
      completeRegistration: async (_, args, ctx) => session(await finishRegistration(deps, ctx.auth, { ...args.input, companyData: null }, ctx.correlationId)),
      forgotPassword: (_, args, ctx) => forgotPassword(deps, { email: args.email, clientIp: ctx.clientIp }),
      resetPassword: (_, args, ctx) => resetPassword(deps, { ...args, clientIp: ctx.clientIp }, ctx.correlationId),
      changePassword: (_, args, ctx) => changePassword(deps, requireUser(ctx), { ...args, clientIp: ctx.clientIp }, ctx.correlationId),
      logout: (_, __, ctx) => logout(deps, ctx.auth),
      deleteMyAccount: (_, args, ctx) => deleteMyAccount(deps, requireUser(ctx), { password: args.password, clientIp: ctx.clientIp }, ctx.correlationId),
      requestDataExport: (_, args, ctx) => requestDataExport(deps, requireUser(ctx), { password: args.password, clientIp: ctx.clientIp }),
    },
    User: {
      // Other subgraphs and admins may resolve a user; a user may resolve themself.
      __resolveReference: async (ref, ctx) => {
        const auth = requireUser(ctx);
        if (auth.userId !== ref.id && !auth.isAdmin) return null;
        return deps.users.findById(ref.id).lean<User>().exec();
      },
      id: (user) => user._id,
      isAdmin: (user) => isAdminEmail(deps.config, user.email),
      createdAt: (user) => user.createdAt.toISOString(),
      emailVerifiedAt: (user) => (user.emailVerifiedAt ? new Date(user.emailVerifiedAt).toISOString() : null),
    },
  };
}
