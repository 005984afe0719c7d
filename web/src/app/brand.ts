/** Product naming in one place. */
export const BRAND_NAME = 'InterviewProof';
export const COPYRIGHT_YEAR = 2025;
export const TAGLINE_CANDIDATE = 'Share your story. Get noticed. Land your dream job.';
export const TAGLINE_COMPANY = 'Find proven performers for your team.';
