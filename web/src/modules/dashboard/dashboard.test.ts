import { describe, expect, test } from '@jest/globals';
import { checklist } from './dashboard';

describe('getting-started checklist', () => {
  test('three items, progress x/3, complete when all are done', () => {
    expect(checklist({ totalInterviews: 0, workExperienceCount: 0, referralCount: 0 })).toMatchObject({ done: 0, complete: false });
    const partial = checklist({ totalInterviews: 5, workExperienceCount: 1, referralCount: 2 });
    expect(partial.items.map((i) => [i.key, i.done, i.detail])).toEqual([
      ['interviews', true, '5 interviews uploaded'],
      ['work-history', true, '1 role on your profile'],
      ['referrals', false, '2/3 invited'],
    ]);
    expect(partial).toMatchObject({ done: 2, complete: false });
    expect(checklist({ totalInterviews: 3, workExperienceCount: 2, referralCount: 3 })).toMatchObject({ done: 3, complete: true });
    // the real count past the goal, never a capped 3/3
    expect(checklist({ totalInterviews: 8, workExperienceCount: 0, referralCount: 0 }).items[0]).toMatchObject({ done: true, detail: '8 interviews uploaded' });
    expect(checklist({ totalInterviews: 1, workExperienceCount: 0, referralCount: 0 }).items[0]).toMatchObject({
      done: false,
      detail: '1/3 interviews uploaded',
    });
  });
});
