import { describe, expect, it } from '@jest/globals';
import { GraphQLScalarType } from 'graphql';
import { mergeResolvers, type Resolvers } from '@hiring/service-kit';

describe('mergeResolvers (a service lists one resolver map per module)', () => {
  const profile: Resolvers = { Query: { profile: () => 'p' }, Profile: { name: () => 'n' } };
  const emails: Resolvers = { Query: { emails: () => [] }, Mutation: { addEmail: () => true } };

  it("merges each type's fields from every map", () => {
    const merged = mergeResolvers([profile, emails]);
    expect(Object.keys(merged['Query'] as object).sort()).toEqual(['emails', 'profile']);
    expect(Object.keys(merged['Mutation'] as object)).toEqual(['addEmail']);
    expect(Object.keys(merged['Profile'] as object)).toEqual(['name']);
  });

  it('takes one map as it is', () => {
    expect(mergeResolvers(profile)).toBe(profile);
  });

  it('refuses a field two modules both define (one would silently win)', () => {
    expect(() => mergeResolvers([profile, { Query: { profile: () => 'other' } }])).toThrow('resolver Query.profile is defined twice');
  });

  it('keeps a scalar whole and refuses it twice', () => {
    const DateTime = new GraphQLScalarType({ name: 'DateTime' });
    expect(mergeResolvers([profile, { DateTime }])['DateTime']).toBe(DateTime);
    expect(() => mergeResolvers([{ DateTime }, { DateTime }])).toThrow('resolver DateTime is defined twice');
  });
});
