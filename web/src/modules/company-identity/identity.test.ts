import { describe, expect, test } from '@jest/globals';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { COMPANY_IDENTITY_MESSAGES } from '@hiring/contracts/vocabulary';
import { IDENTITY_TEXT, identityDate, isNotProvenError, workAddressCode } from './identity';
import { tenantsText } from './tenants.api';

const graphqlFailure = (code: string) => new CombinedGraphQLErrors({ errors: [{ message: COMPANY_IDENTITY_MESSAGES.notProven, extensions: { code } }] });

describe('company identity on the web (issue 27)', () => {
  test('COMPANY_NOT_PROVEN, and only it, is the unproven-company refusal', () => {
    expect(isNotProvenError(graphqlFailure('COMPANY_NOT_PROVEN'))).toBe(true);
    expect(isNotProvenError(graphqlFailure('FORBIDDEN'))).toBe(false);
    expect(isNotProvenError(new Error(COMPANY_IDENTITY_MESSAGES.notProven))).toBe(false);
    expect(isNotProvenError(undefined)).toBe(false);
  });

  test('the explanation is the contracts text, word for word', () => {
    expect(IDENTITY_TEXT.notProven).toBe(COMPANY_IDENTITY_MESSAGES.notProven);
    expect(IDENTITY_TEXT.websiteUnproven).toBe('Not on a verified domain of this company');
  });

  test('a 6-digit code as typed', () => {
    expect(workAddressCode('123456')).toBe('123456');
    expect(workAddressCode(' 123 456 ')).toBe('123456');
    expect(workAddressCode('123-456')).toBe('123456');
    expect(workAddressCode('12345')).toBeNull();
    expect(workAddressCode('1234567')).toBeNull();
    expect(workAddressCode('12345a')).toBeNull();
  });

  test('dates and tenants in words', () => {
    expect(identityDate('2026-03-12T10:00:00.000Z')).toBe('Mar 12, 2026');
    expect(identityDate('soon')).toBe('soon');
    expect(
      tenantsText([
        { system: 'Greenhouse', tenant: 'northwind' },
        { system: 'Lever', tenant: 'acme' },
      ]),
    ).toBe('Greenhouse (northwind), Lever (acme)');
  });
});
