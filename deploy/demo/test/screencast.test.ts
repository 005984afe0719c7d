import { describe, expect, test } from '@jest/globals';
import { concatList, cues, vttTime, webVtt } from '../screencast.js';

describe('the demo recorder timeline', () => {
  test('each frame lasts until the next one, the last until the end (listed twice for the concat demuxer)', () => {
    const frames = [
      { file: '/f/0.jpg', atMs: 0 },
      { file: '/f/1.jpg', atMs: 1250 },
      { file: '/f/2.jpg', atMs: 1250 },
      { file: '/f/3.jpg', atMs: 4000 },
    ];
    expect(concatList(frames, 5500).split('\n')).toEqual([
      'ffconcat version 1.0',
      "file '/f/0.jpg'",
      'duration 1.250',
      "file '/f/2.jpg'",
      'duration 2.750',
      "file '/f/3.jpg'",
      'duration 1.500',
      "file '/f/3.jpg'",
      '',
    ]);
  });

  test('a caption holds until the next marker; an empty one only ends the previous', () => {
    const marks = [
      { atMs: 0, text: 'Intro' },
      { atMs: 3000, text: '' },
      { atMs: 5000, text: 'Upload' },
    ];
    expect(cues(marks, 9000)).toEqual([
      { startMs: 0, endMs: 3000, text: 'Intro' },
      { startMs: 5000, endMs: 9000, text: 'Upload' },
    ]);
  });

  test('WebVTT: header, numbered cues, hh:mm:ss.mmm times, no cue-timing arrow in a text', () => {
    expect(vttTime(3_723_045)).toBe('01:02:03.045');
    expect(
      webVtt([
        { startMs: 0, endMs: 1500, text: '1. Share your best interviews' },
        { startMs: 1500, endMs: 62_000, text: 'a --> b' },
      ]),
    ).toBe('WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.500\n1. Share your best interviews\n\n2\n00:00:01.500 --> 00:01:02.000\na -> b\n');
  });
});
