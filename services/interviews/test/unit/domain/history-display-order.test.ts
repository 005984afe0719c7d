import { describe, expect, it } from '@jest/globals';
import { displayOrder } from '../../../src/domain/interview-history.service.js';
import type { Interview } from '../../../src/models/interview.model.js';

const at = (iso: string | null) => (iso ? new Date(iso) : null);
const interview = (id: string, date: string | null, uploaded: string) =>
  ({ _id: id, interviewDate: at(date), createdAt: new Date(uploaded) }) as unknown as Interview;

describe("the order a process lists its interviews in (the candidate's Interview History)", () => {
  it('newest interview date first, undated ones last, ties by upload time newest first', () => {
    const list = [
      interview('undated-old', null, '2026-01-01T00:00:00Z'),
      interview('march', '2026-03-01T00:00:00Z', '2026-03-02T00:00:00Z'),
      interview('undated-new', null, '2026-04-01T00:00:00Z'),
      interview('jan-early-upload', '2026-01-10T00:00:00Z', '2026-01-11T00:00:00Z'),
      interview('jan-late-upload', '2026-01-10T00:00:00Z', '2026-02-11T00:00:00Z'),
    ];
    expect([...list].sort(displayOrder).map((i) => i._id)).toEqual(['march', 'jan-late-upload', 'jan-early-upload', 'undated-new', 'undated-old']);
  });
});
