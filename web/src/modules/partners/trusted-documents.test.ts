import { describe, expect, it } from '@jest/globals';
import { TRUSTED_DOCUMENT_TEXT, documentsFrom, registeredText } from './trusted-documents';

describe('trusted documents input', () => {
  it('reads an Apollo manifest, a list, or one operation', () => {
    const manifest = JSON.stringify({
      format: 'apollo-persisted-query-manifest',
      version: 1,
      operations: [{ id: 'a', body: 'query A { companyTokens { balance } }', name: 'A', type: 'query' }],
    });
    expect(documentsFrom(manifest)).toEqual({ documents: ['query A { companyTokens { balance } }'] });
    expect(documentsFrom('["query B { x }", "mutation C { y }"]')).toEqual({ documents: ['query B { x }', 'mutation C { y }'] });
    expect(documentsFrom('query D { x }\n')).toEqual({ documents: ['query D { x }\n'] });
    // an anonymous operation starts with '{' but is not JSON
    expect(documentsFrom('{ companyTokens { balance } }')).toEqual({ documents: ['{ companyTokens { balance } }'] });
  });

  it('says what is wrong', () => {
    expect(documentsFrom('   ')).toEqual({ problem: TRUSTED_DOCUMENT_TEXT.empty });
    expect(documentsFrom('{"operations": []}')).toEqual({ problem: TRUSTED_DOCUMENT_TEXT.badManifest });
    expect(documentsFrom('[{"id": "x"}]')).toEqual({ problem: TRUSTED_DOCUMENT_TEXT.badManifest });
    expect(registeredText(1)).toBe('1 operation registered.');
    expect(registeredText(3)).toBe('3 operations registered.');
  });
});
