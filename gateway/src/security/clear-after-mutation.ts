import type { ApolloServerPlugin } from '@apollo/server';
import { Kind } from 'graphql';

/**
 * An Apollo plugin that calls `clear` once a mutation selecting one of `fields` has succeeded:
 * the gateway's cached verdicts (sessions, API keys) are forgotten the moment a change that ends
 * them passes through it.
 */
export function clearAfterMutation(fields: readonly string[], clear: () => void): ApolloServerPlugin {
  return {
    requestDidStart: async () => ({
      willSendResponse: async ({ operation, response }) => {
        if (operation?.operation !== 'mutation') return;
        const selected = operation.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []));
        if (!selected.some((name) => fields.includes(name))) return;
        if (response.body.kind === 'single' && response.body.singleResult.errors?.length) return;
        clear();
      },
    }),
  };
}
