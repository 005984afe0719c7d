import { describe, expect, it } from '@jest/globals';
import { findPosition } from '../../../src/domain/extraction/position.js';

describe('position', () => {
  it.each([
    ['', 'Thank you for your interest in the Senior Backend Engineer, Payments role at Brightline Health!', 'Senior Backend Engineer, Payments'],
    ['Interview Confirmation - Technical Screen - Senior Software Engineer, Perception', 'Hi Ada', 'Senior Software Engineer, Perception'],
    ['', 'We have received your application for the position of Senior Financial Analyst (R-104522).', 'Senior Financial Analyst'],
    ['Take-home exercise for Frontend Engineer', 'Hi', 'Frontend Engineer'],
    ['', 'Position: QA Lead\nDate: Monday', 'QA Lead'],
    ['', 'Technical phone screen for the Backend Engineer (Go) role.', 'Backend Engineer (Go)'],
    ['', 'vielen Dank für Ihre Bewerbung als Backend Developer (m/w/d) bei der Nordwerk GmbH', 'Backend Developer (m/w/d)'],
    ['', 'pour le poste de Chef de projet digital chez Maison Arlo', 'Chef de projet digital'],
    ['', 'we decided to go with someone else for the founding engineer role at Ledgerly', 'founding engineer'],
    ['', 'この度は、株式会社ミライテックのバックエンドエンジニア職にご応募いただき', 'バックエンドエンジニア'],
    ['Interview at Acme', 'We would like to meet you next week.', null],
    // issue 32: as these emails write them
    ['Interview invitation - Marketing Lead', 'Hi Ada, we would like to invite you to interview for the Marketing Lead role at Acme.', 'Marketing Lead'],
    ['Your application: Compliance Counsel', 'Thank you for applying for the Compliance Counsel position at Acme.', 'Compliance Counsel'],
    ['', 'Thanks for your interest in the People Operations Partner role at Acme.', 'People Operations Partner'],
    ['Senior Marketing Manager - Acme', 'Hi Ada, thanks for applying.', 'Senior Marketing Manager'],
  ])('finds it in %j / %j', (subject, body, position) => {
    expect(findPosition(subject, body)).toBe(position);
  });
});
