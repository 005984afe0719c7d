import { describe, expect, test } from '@jest/globals';
import { initialDraft } from './draft';
import { draftFromAnalysis, normalizeDegreeLevel, normalizeWorkModel, validateResumeFile } from './resume';

describe('resume file rules (docs/product/rules.md#validation)', () => {
  test.each([
    ['cv.pdf', 1000, null],
    ['cv.DOCX', 1000, null],
    ['cv.doc', 1000, null],
    ['cv.txt', 1000, null],
    ['cv.rtf', 1000, null],
    ['cv.pdf', 10_485_760, null],
    ['cv.pdf', 10_485_761, 'File size must be less than 10MB'],
    ['cv.png', 1000, 'Please upload a PDF, Word document (.doc/.docx), or text file (.txt/.rtf)'],
    ['cv.pages', 1000, 'Please upload a PDF, Word document (.doc/.docx), or text file (.txt/.rtf)'],
  ])('%s of %i bytes → %s', (name, size, message) => {
    expect(validateResumeFile({ name, size })).toBe(message);
  });

  test('a name without an extension is judged by its MIME type', () => {
    expect(validateResumeFile({ name: 'resume', size: 10, type: 'application/pdf' })).toBeNull();
    expect(validateResumeFile({ name: 'resume', size: 10, type: 'image/png' })).not.toBeNull();
  });
});

describe('analysis into the draft', () => {
  test('fills contact, education, experiences, first 10 skills, preferences and classification', () => {
    const draft = draftFromAnalysis(initialDraft('candidate'), {
      contact: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', linkedinUrl: null },
      education: { institution: 'Yale', degreeLevel: "Master's degree", fieldOfStudy: 'Mathematics' },
      workExperiences: [
        { company: 'Navy', jobTitle: 'Programmer', startMonth: 6, startYear: 1944, endMonth: '12', endYear: '1966', isCurrent: false },
        { company: 'Remington Rand', jobTitle: 'Senior Mathematician', startMonth: 13, startYear: 1949, isCurrent: true, endMonth: 5, endYear: 1950 },
        { company: '', jobTitle: '' },
      ],
      skills: ['A', 'B', 'a', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'],
      workPreferences: { workModel: 'On-site', location: 'Arlington' },
      jobClassification: { jobFamily: 'software-engineering', jobTitle: 'Not a listed title' },
    });
    expect(draft).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', linkedinUrl: '' });
    expect(draft).toMatchObject({ institutionCustom: 'Yale', degreeLevel: 'Masters', fieldOfStudyCustom: 'Mathematics' });
    expect(draft.workExperiences.map(({ id: _id, ...rest }) => rest)).toEqual([
      { company: 'Navy', jobTitle: 'Programmer', startMonth: 6, startYear: 1944, endMonth: 12, endYear: 1966, isCurrent: false },
      { company: 'Remington Rand', jobTitle: 'Senior Mathematician', startMonth: '', startYear: 1949, endMonth: '', endYear: '', isCurrent: true },
    ]);
    // the first 10 skills, then duplicates dropped
    expect(draft.top5Skills).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']);
    expect(draft).toMatchObject({ workModel: 'in-person', workLocation: 'Arlington', jobFamily: 'software-engineering' });
    expect(draft.jobTitle).not.toBe('Not a listed title');
  });

  test('empty fields keep what the draft had', () => {
    const before = { ...initialDraft('candidate'), firstName: 'Kept' };
    expect(draftFromAnalysis(before, { contact: { firstName: '  ' } }).firstName).toBe('Kept');
    expect(draftFromAnalysis(before, null)).toBe(before);
  });

  test.each([
    ['PhD', 'PhD'],
    ['Doctorate', 'PhD'],
    ['Bachelors', 'Bachelor'],
    ['B.Sc.', 'Bachelor'],
    ['MBA', 'Masters'],
    ['Associate of Arts', 'Associates'],
    ['High school', ''],
  ])('degree %s → %s', (raw, level) => {
    expect(normalizeDegreeLevel(raw)).toBe(level);
  });

  test.each([
    ['Remote', 'remote'],
    ['hybrid', 'hybrid'],
    ['in person', 'in-person'],
    ['onsite', 'in-person'],
    ['anything', ''],
  ])('work model %s → %s', (raw, model) => {
    expect(normalizeWorkModel(raw)).toBe(model);
  });
});
