import { InMemoryCache, type TypePolicies } from '@apollo/client';
import { candidateTypePolicies } from './type-policies/candidate';
import { companyTypePolicies } from './type-policies/company';

/** The normalised cache: each side of the product declares the identity of the types it shows. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies: mergeTypePolicies(candidateTypePolicies, companyTypePolicies) });
}

/** Both sides may add fields to the same type (Query, Mutation): their field policies are merged. */
export function mergeTypePolicies(...parts: TypePolicies[]): TypePolicies {
  const merged: TypePolicies = {};
  for (const part of parts) {
    for (const [typename, policy] of Object.entries(part)) {
      const before = merged[typename];
      merged[typename] = before ? { ...before, ...policy, fields: { ...before.fields, ...policy.fields } } : policy;
    }
  }
  return merged;
}
