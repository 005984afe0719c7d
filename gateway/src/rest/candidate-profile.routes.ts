import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../graphql/create-gateway.js';
import { RestError, runOperation, sendRestError } from './execute.js';

/**
 * GET /api/candidate/profile, the part the accounts pages use: first_name, last_name and
 * work_experiences (JSON text, as the profile stores it). Read through the User entity: the auth
 * subgraph answers 404 'User not found' for a deleted account, and until the candidate service has
 * built the profile from UserRegistered (moments after registration) the names come from the account.
 */
const PROFILE = `query CandidateProfileForSession {
  me {
    id
    userType
    firstName
    lastName
    candidateProfile {
      firstName
      lastName
      workExperiences { company jobTitle startMonth startYear endMonth endYear isCurrent }
    }
  }
}`;

interface WorkExperienceJson {
  company: string;
  jobTitle: string;
  startMonth: number | null;
  startYear: number | null;
  endMonth: number | null;
  endYear: number | null;
  isCurrent: boolean;
}

interface ProfileData {
  me: {
    id: string;
    userType: 'candidate' | 'company';
    firstName: string;
    lastName: string;
    candidateProfile: { firstName: string; lastName: string; workExperiences: WorkExperienceJson[] } | null;
  } | null;
}

export function registerCandidateProfileRoutes(app: FastifyInstance, apollo: ApolloServer<GatewayContext>): void {
  app.get('/api/candidate/profile', async (request, reply) => {
    try {
      const { me } = await runOperation<ProfileData>(apollo, request, PROFILE);
      if (!me) throw new RestError(401, 'Authentication required');
      if (me.userType !== 'candidate') throw new RestError(403, 'Only candidates can do this');
      const profile = me.candidateProfile;
      return reply.send({
        success: true,
        first_name: profile?.firstName ?? me.firstName,
        last_name: profile?.lastName ?? me.lastName,
        work_experiences: JSON.stringify(profile?.workExperiences ?? []),
      });
    } catch (error) {
      return sendRestError(reply, error);
    }
  });
}
