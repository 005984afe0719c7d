import { describe, expect, it } from '@jest/globals';
import { classifyJobTitle, heuristicResumeAnalysis } from '../../src/domain/resume/heuristic.js';
import { normalizeAnalysis } from '../../src/domain/resume/analysis.js';

const today = new Date(2026, 10, 21);

describe('heuristic resume reading', () => {
  it('reads a resume laid out with two-line headings, numeric dates and labelled skills', () => {
    const text = `JOHN SMITH
Austin, TX • john.smith@mail.test • +1 512 555 0199 • https://linkedin.com/in/john-smith-42/

Work Experience
Acme Corp
Product Manager
01/2019 – 03/2022
* Led the checkout team; prefers hybrid teams.
Globex | Business Analyst | 2015 - 2018

Education
M.S. in Data Science, Stanford University, 2014

Technical Skills
Languages: Python, SQL; Tools: Tableau, Excel
`;
    expect(normalizeAnalysis(heuristicResumeAnalysis(text, today), today)).toEqual({
      contact: { firstName: 'John', lastName: 'Smith', email: 'john.smith@mail.test', linkedinUrl: 'https://www.linkedin.com/in/john-smith-42' },
      education: { institution: 'Stanford University', degreeLevel: 'Masters', fieldOfStudy: 'Data Science' },
      workExperiences: [
        { company: 'Acme Corp', jobTitle: 'Product Manager', startMonth: 1, startYear: 2019, endMonth: 3, endYear: 2022, isCurrent: false },
        { company: 'Globex', jobTitle: 'Business Analyst', startMonth: null, startYear: 2015, endMonth: null, endYear: 2018, isCurrent: false },
      ],
      skills: ['Python', 'SQL', 'Tableau', 'Excel'],
      // The work model comes from the top and summary only, not from job bullets.
      workPreferences: { workModel: null, location: 'Austin, TX' },
      jobClassification: { jobFamily: 'product-management', jobTitle: 'Product Manager' },
    });
  });

  it('keeps the location out of the employer and the title (issue 32)', () => {
    const text = `Jane Roe

Experience
Senior Backend Engineer
Acme Corp — Berlin, Germany
Jan 2021 - Present
- Built the payments platform

Product Designer
Acme Corp, San Francisco, CA
2020 - 2021
Software Engineer, Globex, San Francisco, CA
2017 - 2020
Data Engineer at Initech, Austin, TX | 2015 - 2017
Hooli | Site Reliability Engineer | Remote
Mar 2013 - Dec 2014
Umbrella Corp
QA Engineer
Jan 2012 - Feb 2013 | London, UK
Support Engineer, Siemens, AG
2010 - 2011
Analyst, Vandelay, NY
2009 - 2010
`;
    const experiences = heuristicResumeAnalysis(text, today).workExperiences.map(({ jobTitle, company }) => [jobTitle, company]);
    expect(experiences).toEqual([
      ['Senior Backend Engineer', 'Acme Corp'],
      ['Product Designer', 'Acme Corp'],
      ['Software Engineer', 'Globex'],
      ['Data Engineer', 'Initech'],
      ['Site Reliability Engineer', 'Hooli'],
      ['QA Engineer', 'Umbrella Corp'],
      // a legal form is no region code
      ['Support Engineer', 'Siemens, AG'],
      ['Analyst', 'Vandelay'],
    ]);
  });

  it('finds known skills in the text when there is no skills section, keeps 10, and copes with an empty text', () => {
    const text =
      'Jane Roe\nBuilt services in TypeScript and Go on Kubernetes with Kafka, PostgreSQL, Redis, Docker, AWS, Terraform, GraphQL, React and Python.';
    const analysis = normalizeAnalysis(heuristicResumeAnalysis(text, today), today);
    expect(analysis.skills).toEqual(['TypeScript', 'Go', 'Kubernetes', 'Kafka', 'PostgreSQL', 'Redis', 'Docker', 'AWS', 'Terraform', 'GraphQL']);
    expect(normalizeAnalysis(heuristicResumeAnalysis('', today), today)).toMatchObject({
      contact: { firstName: null, email: null },
      workExperiences: [],
      skills: [],
      jobClassification: { jobFamily: null, jobTitle: null },
    });
  });

  it('maps free-text titles onto the job families', () => {
    expect(classifyJobTitle('Senior Software Engineer II')).toEqual({ jobFamily: 'software-engineering', jobTitle: 'Senior Software Engineer' });
    expect(classifyJobTitle('site reliability engineer')).toEqual({ jobFamily: 'infrastructure-cloud', jobTitle: 'Site Reliability Engineer' });
    expect(classifyJobTitle('Head of Growth Marketing')).toEqual({ jobFamily: 'marketing', jobTitle: 'Unknown' });
    expect(classifyJobTitle('VP, Platform')).toEqual({ jobFamily: 'executive-leadership', jobTitle: 'Unknown' });
    expect(classifyJobTitle('Vice President of Finance')).toEqual({ jobFamily: 'executive-leadership', jobTitle: 'Unknown' });
    expect(classifyJobTitle('Payroll Lead')).toEqual({ jobFamily: 'finance-accounting', jobTitle: 'Unknown' });
    expect(classifyJobTitle('Barista')).toEqual({ jobFamily: 'unknown', jobTitle: 'Unknown' });
    // issue 32: the interviews service's rule, shared
    expect(classifyJobTitle('People Operations Partner')).toEqual({ jobFamily: 'hr-people', jobTitle: 'Unknown' });
    expect(classifyJobTitle('Marketing Lead')).toEqual({ jobFamily: 'marketing', jobTitle: 'Marketing Manager' });
    expect(classifyJobTitle(null)).toEqual({ jobFamily: null, jobTitle: null });
  });

  it('normalizes whatever filled the analysis: months, years, skills, titles outside the family', () => {
    const analysis = normalizeAnalysis(
      {
        contact: { firstName: ' Ann ', lastName: null, email: 'ANN@X.TEST', linkedinUrl: null },
        education: { institution: null, degreeLevel: 'PhD', fieldOfStudy: null },
        workExperiences: [
          { company: 'A', jobTitle: 'B', startMonth: 13, startYear: 1800, endMonth: 2, endYear: 2030, isCurrent: false },
          { company: ' ', jobTitle: ' ', startMonth: 1, startYear: 2020, endMonth: null, endYear: null, isCurrent: true },
        ],
        skills: ['Go', 'go', ' GO ', '', ...Array.from({ length: 12 }, (_, i) => `Skill ${i}`)],
        workPreferences: { workModel: 'hybrid', location: ' Berlin ' },
        jobClassification: { jobFamily: 'design-ux', jobTitle: 'Data Engineer' },
      },
      today,
    );
    expect(analysis.contact).toEqual({ firstName: 'Ann', lastName: null, email: 'ann@x.test', linkedinUrl: null });
    expect(analysis.workExperiences).toEqual([
      { company: 'A', jobTitle: 'B', startMonth: null, startYear: null, endMonth: 2, endYear: null, isCurrent: false },
    ]);
    expect(analysis.skills).toEqual(['Go', ...Array.from({ length: 9 }, (_, i) => `Skill ${i}`)]);
    expect(analysis.jobClassification).toEqual({ jobFamily: 'design-ux', jobTitle: 'Unknown' });
    expect(analysis.workPreferences.location).toBe('Berlin');
  });
});
