import { describe, expect, it } from '@jest/globals';
import { classifyPosition, findPosition } from '../../../src/domain/extraction/position.js';

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
  ])('finds it in %j / %j', (subject, body, position) => {
    expect(findPosition(subject, body)).toBe(position);
  });

  it.each([
    ['Senior Software Engineer, Perception', 'software-engineering', 'Senior Software Engineer'],
    ['Senior Backend Engineer, Payments', 'software-engineering', 'Backend Engineer'],
    ['Staff Engineer', 'software-engineering', 'Staff Software Engineer'],
    ['Sr. Full-Stack Developer', 'software-engineering', 'Full Stack Engineer'],
    ['Java Developer', 'software-engineering', 'Software Engineer'],
    ['Software Development Engineer Intern', 'software-engineering', 'Software Engineer'],
    ['Senior Data Engineer', 'data-analytics', 'Data Engineer'],
    ['Senior SRE', 'infrastructure-cloud', 'Site Reliability Engineer'],
    ['Application Security Engineer', 'security', 'Application Security Engineer'],
    ['Account Executive, Mid-Market', 'sales-business-dev', 'Account Executive'],
    ['Développeur Full Stack', 'software-engineering', 'Full Stack Engineer'],
    ['Projektmanager (m/w/d)', 'operations', 'Project Manager'],
    ['バックエンドエンジニア', 'software-engineering', 'Backend Engineer'],
    ['Customer Support Lead', 'customer-support', 'Unknown'],
    ['Product Analyst', 'data-analytics', 'Unknown'],
    ['Pastry Chef', 'unknown', 'Unknown'],
    [null, 'unknown', 'Unknown'],
  ])('classifies %j as %s / %s', (position, family, title) => {
    expect(classifyPosition(position)).toEqual({ jobFamily: family, jobTitle: title });
  });
});
