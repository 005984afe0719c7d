import type { RequestContext, Resolvers } from '@hiring/service-kit';
import { requireUser } from '@hiring/service-kit';
import type { AuthConfig } from '../config.js';
import type { User, UserModel } from '../models/user.model.js';
import type { OutboxRelay } from '@hiring/service-kit';
import { registerUser, type RegisterInput } from '../domain/register-user.service.js';
import { login } from '../domain/login.service.js';
import { isAdminEmail, issueAccessToken } from '../domain/issue-token.js';

interface Deps {
  config: AuthConfig;
  users: UserModel;
  relay: OutboxRelay;
}

export function userResolvers(deps: Deps): Resolvers {
  const toPayload = (user: User) => ({ accessToken: issueAccessToken(deps.config, user), user });
  return {
    Query: {
      me: async (_: unknown, __: unknown, ctx: RequestContext) => {
        if (!ctx.auth || ctx.auth.scope !== 'access') return null;
        return deps.users.findById(ctx.auth.userId).lean<User>().exec();
      },
    },
    Mutation: {
      register: async (_: unknown, args: { input: RegisterInput }, ctx: RequestContext) =>
        toPayload(await registerUser(deps, args.input, ctx.correlationId)),
      login: async (_: unknown, args: { email: string; password: string }) =>
        toPayload(await login(deps, args.email, args.password)),
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
