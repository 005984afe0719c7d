import { describe, expect, it } from '@jest/globals';
import { verificationTestsView } from '../../../src/domain/verification/verification-tests.js';

const modified = { title: 'Email content was modified', description: 'd' };

describe('verificationTestsView: the stored per-check results as the graph types them', () => {
  it('derives the two checks from the flat results new records store', () => {
    const view = verificationTestsView({ dkim: 'pass', spf: 'pass', arc: 'none', dmarc: 'pass', ownership: 'pass', recipient: 'ada@example.com' }, []);
    expect(view).toEqual({
      contentUnmodified: { passed: true, dkimPassed: true, arcPassed: false },
      senderVerified: { passed: true, originalSpfPassed: true, currentSpfPassed: null },
      dkim: 'pass',
      spf: 'pass',
      arc: 'none',
      dmarc: 'pass',
      ownership: 'pass',
      recipient: 'ada@example.com',
    });
    expect(verificationTestsView({ dkim: 'fail', spf: 'softfail', arc: 'none', dmarc: 'fail', ownership: 'pass' }, [modified])).toMatchObject({
      contentUnmodified: { passed: false, dkimPassed: false, arcPassed: false },
      senderVerified: { passed: false, originalSpfPassed: false, currentSpfPassed: null },
    });
  });

  it('counts content as unmodified when a broken signature was vouched for by ARC (no signature failure recorded), not otherwise', () => {
    expect(verificationTestsView({ dkim: 'fail', spf: 'none', arc: 'pass', dmarc: 'none', ownership: 'pass' }, []).contentUnmodified).toEqual({
      passed: true,
      dkimPassed: false,
      arcPassed: true,
    });
    expect(verificationTestsView({ dkim: 'fail', spf: 'none', arc: 'pass', dmarc: 'none', ownership: 'pass' }, [modified]).contentUnmodified.passed).toBe(
      false,
    );
    expect(verificationTestsView({ dkim: 'none', spf: 'none', arc: 'pass', dmarc: 'none', ownership: 'pass' }, []).contentUnmodified.passed).toBe(false);
  });

  it('reads the legacy nested shape of older records', () => {
    const view = verificationTestsView(
      {
        content_unmodified: { passed: false, dkim_passed: false, arc_passed: true },
        sender_verified: { passed: true, original_spf_passed: true, current_spf_passed: false },
      },
      undefined,
    );
    expect(view).toEqual({
      contentUnmodified: { passed: false, dkimPassed: false, arcPassed: true },
      senderVerified: { passed: true, originalSpfPassed: true, currentSpfPassed: false },
      dkim: null,
      spf: null,
      arc: null,
      dmarc: null,
      ownership: null,
      recipient: null,
    });
    expect(verificationTestsView({ content_unmodified: { passed: 'yes' } }, null).senderVerified).toEqual({
      passed: false,
      originalSpfPassed: false,
      currentSpfPassed: null,
    });
  });

  it('never throws on other shapes: they read as checks that did not pass', () => {
    const none = {
      contentUnmodified: { passed: false, dkimPassed: false, arcPassed: false },
      senderVerified: { passed: false, originalSpfPassed: false, currentSpfPassed: null },
    };
    for (const odd of [undefined, null, 'pass', 42, [], {}, { dkim: 1, spf: null }]) {
      expect(verificationTestsView(odd, [null as never])).toMatchObject(none);
    }
  });
});
