import { describe, expect, it } from '@jest/globals';
import {
  INTERVIEW_STAGES,
  INTERVIEW_STAGE_KEYS,
  furthestStage,
  ordinal,
  percentileLabel,
  reachedStage,
  stageBadgeColour,
  stageLabel,
  stageProgress,
  toStageKey,
} from './index.js';

describe('stage labels', () => {
  it.each([
    ['phone_screen', 'Phone Screen'],
    ['technical_screen', 'Technical Screen'],
    ['technical', 'Technical'],
    ['onsite', 'Onsite'],
    ['final', 'Final Round'],
    ['offer', 'Offer'],
    ['rejected', 'Rejected'],
    ['application', 'Application'],
    ['behavioral', 'Behavioral'],
    ['hr_screen', 'HR Screen'],
    ['manager_round', 'Manager Round'],
    ['coding_challenge', 'Coding Challenge'],
    ['system_design', 'System Design'],
    ['cultural_fit', 'Cultural Fit'],
    ['recruiter_screen', 'Recruiter Screen'],
    ['hiring_manager_screen', 'Hiring Manager Screen'],
    ['unknown', 'Unknown'],
  ])('labels %s as %s', (key, label) => {
    expect(stageLabel(key)).toBe(label);
  });

  it('title-cases any other stage with underscores and hyphens as spaces, and shows Unknown when empty', () => {
    expect(stageLabel('peer_review')).toBe('Peer Review');
    expect(stageLabel('take-home_exercise')).toBe('Take Home Exercise');
    expect(stageLabel('rejection')).toBe('Rejection');
    expect(stageLabel('Final Round')).toBe('Final Round');
    expect(stageLabel('')).toBe('Unknown');
    expect(stageLabel('   ')).toBe('Unknown');
    expect(stageLabel(null)).toBe('Unknown');
    expect(stageLabel(undefined)).toBe('Unknown');
  });

  it('has one label per key and maps labels and spellings back onto keys', () => {
    expect(INTERVIEW_STAGES.map((s) => s.key)).toEqual([...INTERVIEW_STAGE_KEYS]);
    for (const stage of INTERVIEW_STAGES) expect(toStageKey(stage.label)).toBe(stage.key);
    expect(toStageKey('Rejection')).toBe('rejected');
    expect(toStageKey('on-site')).toBe('onsite');
    expect(toStageKey('Final Round')).toBe('final');
    expect(toStageKey('take home')).toBe('coding_challenge');
    expect(toStageKey('tea party')).toBe('unknown');
    expect(toStageKey(null)).toBe('unknown');
  });
});

describe('stage badge colours', () => {
  it.each([
    ['offer', 'green'],
    ['Offer Accepted', 'green'],
    ['final', 'purple'],
    ['Final Round', 'purple'],
    ['onsite', 'indigo'],
    ['On-site', 'indigo'],
    ['technical', 'teal'],
    ['Technical Interview', 'teal'],
    ['technical_screen', 'blue'],
    ['Technical Screen', 'blue'],
    ['system_design', 'blue'],
    ['phone_screen', 'orange'],
    ['hr_screen', 'orange'],
    ['behavioral', 'orange'],
    ['manager_round', 'orange'],
    ['Hiring Manager Screen', 'orange'],
    ['coding_challenge', 'amber'],
    ['application', 'gray'],
    ['rejected', 'gray'],
    ['Rejection', 'gray'],
    ['declined', 'gray'],
    ['recruiter_screen', 'blue'],
    ['cultural_fit', 'blue'],
    ['unknown', 'blue'],
    ['', 'blue'],
  ] as const)('%s is %s', (stage, colour) => {
    expect(stageBadgeColour(stage)).toBe(colour);
  });
});

describe('stage progression', () => {
  it('orders application < screens < technical < onsite < final < offer, rejected and unknown outside', () => {
    const order = ['application', 'phone_screen', 'technical_screen', 'technical', 'onsite', 'final', 'offer'];
    for (let i = 1; i < order.length; i += 1) expect(stageProgress(order[i])).toBeGreaterThan(stageProgress(order[i - 1]));
    expect(stageProgress('recruiter_screen')).toBe(stageProgress('hr_screen'));
    expect(stageProgress('rejected')).toBe(0);
    expect(stageProgress('unknown')).toBe(0);
    expect(stageProgress('Final Round')).toBe(stageProgress('final'));
  });

  it('tells whether a process reached a milestone and which stage is furthest', () => {
    expect(reachedStage('final', 'onsite')).toBe(true);
    expect(reachedStage('onsite', 'onsite')).toBe(true);
    expect(reachedStage('technical', 'onsite')).toBe(false);
    expect(reachedStage('rejected', 'application')).toBe(false);
    expect(furthestStage(['phone_screen', 'onsite', 'rejected'])).toBe('onsite');
    expect(furthestStage(['application', 'rejected'])).toBe('application');
    expect(furthestStage(['rejected'])).toBe('rejected');
    expect(furthestStage([])).toBe('unknown');
  });
});

describe('percentile labels', () => {
  it.each([
    [100, 'Top 10%'],
    [90, 'Top 10%'],
    [89.9, 'Top 25%'],
    [75, 'Top 25%'],
    [74, 'Top 50%'],
    [50, 'Top 50%'],
    [49.9, '49th percentile'],
    [42, '42nd percentile'],
    [33, '33rd percentile'],
    [21, '21st percentile'],
    [11, '11th percentile'],
    [12, '12th percentile'],
    [13, '13th percentile'],
    [3, '3rd percentile'],
    [1, '1st percentile'],
    [0, '0th percentile'],
    [-5, '0th percentile'],
    [Number.NaN, '0th percentile'],
    [null, '0th percentile'],
  ] as const)('%s → %s', (p, label) => {
    expect(percentileLabel(p)).toBe(label);
  });

  it('writes English ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '112th',
    ]);
  });
});
