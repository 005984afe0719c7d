import { describe, expect, test } from '@jest/globals';
import { directoryInput, parseDomains, rejudgeText } from './employer-directory';

describe('employer directory form (issue 27)', () => {
  test('domains typed as a list: lower case, no scheme, path or www., each once', () => {
    expect(parseDomains(' Northwind.com, https://www.northwind.co.uk/careers\nnorthwind.com ')).toEqual(['northwind.com', 'northwind.co.uk']);
    expect(parseDomains('')).toEqual([]);
  });

  test('what is sent, and what is refused before sending', () => {
    expect(
      directoryInput({
        id: null,
        name: ' Northwind ',
        domains: 'northwind.com',
        tenants: [
          { system: ' Greenhouse ', tenant: 'northwind' },
          { system: '', tenant: '' },
        ],
      }),
    ).toEqual({
      input: { name: 'Northwind', domains: ['northwind.com'], tenants: [{ system: 'Greenhouse', tenant: 'northwind' }] },
    });
    expect(directoryInput({ id: 'e1', name: 'Northwind', domains: 'northwind.com', tenants: [] })).toEqual({
      input: { id: 'e1', name: 'Northwind', domains: ['northwind.com'], tenants: [] },
    });
    expect(directoryInput({ id: null, name: ' ', domains: 'northwind.com', tenants: [] })).toEqual({ problem: 'Enter the employer’s name' });
    expect(directoryInput({ id: null, name: 'Northwind', domains: 'northwind', tenants: [] })).toEqual({ problem: 'Not a domain: northwind' });
    expect(directoryInput({ id: null, name: 'Northwind', domains: '', tenants: [{ system: 'Greenhouse', tenant: '' }] })).toEqual({
      problem: 'Each hiring system account needs both the system and the account',
    });
    expect(directoryInput({ id: null, name: 'Northwind', domains: '', tenants: [] })).toEqual({ problem: 'Add at least one domain or hiring system account' });
  });

  test('the re-judgement in words', () => {
    expect(rejudgeText({ judged: 120, changed: 3 })).toBe('Judged 120 interviews; 3 changed.');
    expect(rejudgeText({ judged: 1, changed: 0 })).toBe('Judged 1 interview; 0 changed.');
  });
});
