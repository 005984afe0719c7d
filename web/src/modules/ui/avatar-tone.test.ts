import { describe, expect, it } from '@jest/globals';
import { AVATAR_TONES, avatarTone } from './avatar-tone';

describe('avatar tones', () => {
  it('are stable per name (case and spaces aside) and spread over the palette', () => {
    expect(avatarTone('Globex')).toBe(avatarTone('  globex '));
    const names = [
      'Acme Robotics',
      'Globex',
      'Initech',
      'Hooli',
      'Umbrella',
      'Stark Industries',
      'Wayne Enterprises',
      'Cyberdyne',
      'Soylent',
      'Tyrell',
      'Wonka',
      'Aperture',
    ];
    const tones = names.map(avatarTone);
    expect(tones.every((tone) => Number.isInteger(tone) && tone >= 0 && tone < AVATAR_TONES)).toBe(true);
    expect(new Set(tones).size).toBeGreaterThanOrEqual(5);
  });
});
