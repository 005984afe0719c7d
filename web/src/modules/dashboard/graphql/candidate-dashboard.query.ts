import { graphql } from '../../../generated';

/**
 * Everything the candidate dashboard shows, in one operation across the subgraphs: the profile
 * and the referrals (candidate), the interview count and the rankings with Company Interest
 * (`profileUnlocks`, null until a company unlocked the candidate) (interviews). A failing part
 * comes back null with an error; the rest still shows. `companyInterest`: who unlocked the
 * candidate (issue 32).
 */
export const CANDIDATE_DASHBOARD = graphql(`
  query CandidateDashboard {
    myCandidateProfile {
      id
      firstName
      workExperiences {
        company
        jobTitle
      }
    }
    myReferrals {
      count
      maxReferrals
      referrals {
        ...ReferralFields
      }
    }
    interviewHistory {
      totalInterviews
    }
    rankingStats {
      totalCandidates
      totalInterviews {
        count
        percentile
        label
        platformAverage
      }
      offersReceived {
        count
        percentile
        label
        platformAverage
      }
      onsitesReceived {
        count
        percentile
        label
        platformAverage
      }
      companies {
        count
        percentile
        label
        platformAverage
      }
      profileUnlocks {
        count
        percentile
        label
        platformAverage
      }
    }
    companyInterest {
      companyName
      companyDomain
      unlockedAt
    }
  }
`);
