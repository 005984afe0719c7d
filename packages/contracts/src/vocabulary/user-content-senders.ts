/**
 * Senders whose mail carries what *their users* wrote: document shares and comments, form
 * receipts, group posts, repository notifications, invoices, file transfers, chat digests. The
 * brand signs such mail with its own domain (d=google.com, d=github.com, ...), so the signature is
 * perfectly valid, yet anyone with a free account can make the brand send it with any text: a
 * Google account named "Google LLC Recruiting" sharing a doc titled "Your offer from Google" is
 * signed by google.com. Mail from these senders is never evidence of an employer (issue 27), and
 * the candidate is told why (`userContentReason`).
 *
 * A brand is matched by the organisational domain (Public Suffix List + one label) of the From
 * address, and then either
 * - `wholeDomain`: the domain only ever sends such notifications (googlegroups.com, atlassian.net);
 * - `hosts`: sender hosts under the domain that only send notifications (docs.google.com);
 * - `localParts`: the notification senders' local parts, for domains whose people also write
 *   mail of their own (a Google recruiter writes from google.com too).
 *
 * Calendar invitations are not here: Google Calendar and Calendly are hiring systems
 * (hiring-systems.ts) that name the employer by the organiser's own address, checked there.
 */
export interface UserContentSender {
  brand: string;
  /** Organisational domains of the brand's notification mail. */
  domains: readonly string[];
  /** Every address at these domains is a notification sender. */
  wholeDomain?: boolean;
  /** Sender hosts (the From domain itself, or a parent of it) that only send notifications. */
  hosts?: readonly string[];
  /** Local parts (before any `+tag`) of notification senders. */
  localParts?: RegExp;
}

/** The usual local parts of automated senders, for brands whose staff also mail from the domain. */
const NOTIFIER = /^(no-?reply|noreply-.+|do-?not-?reply|notifications?|notify|notifier|alerts?|updates?|mailer|automated|bot|receipts?|invoices?|billing)$/;

export const USER_CONTENT_SENDERS: readonly UserContentSender[] = [
  {
    brand: 'Google',
    domains: ['google.com'],
    hosts: [
      'docs.google.com',
      'drive.google.com',
      'forms.google.com',
      'sites.google.com',
      'groups.google.com',
      'jamboard.google.com',
      'keep.google.com',
      'photos.google.com',
    ],
    // Drive/Docs shares and comments, Forms receipts, Sites, Groups, Calendar comments, Apps Script,
    // Meet recordings. Not calendar-notification@google.com (Google Calendar, a hiring system).
    localParts:
      /^(drive-shares(-dm)?-noreply|drive-noreply|comments-noreply|docs-noreply|forms(-receipts)?-noreply|forms-noreply|sites-noreply|groups-noreply|calendar-comments-noreply|calendar-server|meet-recordings-noreply|meetings-noreply|noreply-apps-scripts-notifications|apps-scripts-notifications|noreply|no-reply|jamboard-noreply|keep-noreply|photos-noreply|classroom-noreply)$/,
  },
  { brand: 'Google Groups', domains: ['googlegroups.com'], wholeDomain: true },
  { brand: 'GitHub', domains: ['github.com'], localParts: /^(noreply|no-reply|notifications|support|invitations?|gist|github)$/ },
  { brand: 'GitHub', domains: ['githubusercontent.com', 'githubapp.com'], wholeDomain: true },
  { brand: 'GitLab', domains: ['gitlab.com'], localParts: NOTIFIER },
  { brand: 'Stripe', domains: ['stripe.com'], localParts: /^(receipts?|invoices?|invoice-statements?|notifications?|no-?reply|billing|payments?|support)$/ },
  { brand: 'Stripe', domains: ['stripe-mail.com'], wholeDomain: true },
  { brand: 'Microsoft SharePoint', domains: ['sharepointonline.com', 'sharepoint.com'], wholeDomain: true },
  { brand: 'Microsoft OneDrive', domains: ['onedrive.com'], wholeDomain: true },
  {
    brand: 'Microsoft',
    domains: ['microsoft.com'],
    hosts: [
      'email.teams.microsoft.com',
      'teams.microsoft.com',
      'notification.microsoft.com',
      'yammer.microsoft.com',
      'planner.microsoft.com',
      'forms.microsoft.com',
    ],
    localParts:
      /^(no-?reply|noreply-.+|msonlineservicesteam|o365mc|sharepoint(online)?|onedrive|teams|forms|microsoftforms|planner|yammer|msteams|microsoft365|office365|account-security-noreply)$/,
  },
  { brand: 'Microsoft 365', domains: ['office365.com', 'office.com', 'microsoftonline.com', 'yammer.com'], wholeDomain: true },
  { brand: 'Slack', domains: ['slack.com'], localParts: /^(no-?reply|notifications?|notification|feedback|slack)$/ },
  { brand: 'Slack', domains: ['slack-mail.com', 'slackmail.com'], wholeDomain: true },
  {
    brand: 'Notion',
    domains: ['notion.so', 'notion.com'],
    hosts: ['mail.notion.so', 'mail.notion.com'],
    localParts: /^(notify|notifications?|no-?reply|team)$/,
  },
  { brand: 'Atlassian', domains: ['atlassian.net'], wholeDomain: true },
  { brand: 'Atlassian', domains: ['atlassian.com'], localParts: /^(jira|confluence|bitbucket|trello|no-?reply|noreply-.+|notifications?|mail-noreply)$/ },
  { brand: 'Trello', domains: ['trello.com'], wholeDomain: true },
  { brand: 'Bitbucket', domains: ['bitbucket.org'], wholeDomain: true },
  { brand: 'Dropbox', domains: ['dropbox.com'], localParts: /^(no-?reply|notifications?|sign|hellosign|docsend)$/ },
  { brand: 'Dropbox', domains: ['dropboxmail.com', 'hellosign.com', 'docsend.com'], wholeDomain: true },
  { brand: 'Zoom', domains: ['zoom.us', 'zoom.com'], localParts: NOTIFIER },
  { brand: 'DocuSign', domains: ['docusign.net'], wholeDomain: true },
  { brand: 'DocuSign', domains: ['docusign.com'], localParts: /^(dse(_[a-z0-9]+)?|no-?reply|notifications?|docusign)$/ },
  { brand: 'Adobe Sign', domains: ['echosign.com', 'adobesign.com'], wholeDomain: true },
  { brand: 'Canva', domains: ['canva.com'], localParts: /^(no-?reply|notifications?|share|team|comments?)$/ },
  { brand: 'Figma', domains: ['figma.com'], localParts: /^(no-?reply|notifications?|share|comments?|team)$/ },
  { brand: 'Loom', domains: ['loom.com'], localParts: NOTIFIER },
  { brand: 'Typeform', domains: ['typeform.com'], localParts: NOTIFIER },
  { brand: 'Typeform', domains: ['typeform.io', 'typeformmail.com'], wholeDomain: true },
  { brand: 'Airtable', domains: ['airtable.com'], localParts: NOTIFIER },
  { brand: 'Asana', domains: ['asana.com'], localParts: NOTIFIER },
  { brand: 'Asana', domains: ['mail.asana.com'], wholeDomain: true },
  { brand: 'Linear', domains: ['linear.app'], localParts: NOTIFIER },
  { brand: 'Box', domains: ['box.com'], localParts: NOTIFIER },
  { brand: 'WeTransfer', domains: ['wetransfer.com'], localParts: NOTIFIER },
  { brand: 'Monday.com', domains: ['monday.com'], localParts: NOTIFIER },
  { brand: 'ClickUp', domains: ['clickup.com'], localParts: NOTIFIER },
  { brand: 'Miro', domains: ['miro.com'], localParts: NOTIFIER },
  { brand: 'Jotform', domains: ['jotform.com'], localParts: NOTIFIER },
  { brand: 'SurveyMonkey', domains: ['surveymonkey.com', 'surveymonkeyuser.com'], localParts: NOTIFIER },
  { brand: 'PayPal', domains: ['paypal.com'], localParts: /^(service|no-?reply|invoicing|notifications?|receipts?)$/ },
  { brand: 'Square', domains: ['squareup.com', 'square.com'], localParts: NOTIFIER },
  { brand: 'Eventbrite', domains: ['eventbrite.com'], localParts: NOTIFIER },
  { brand: 'Meetup', domains: ['meetup.com'], localParts: NOTIFIER },
  {
    brand: 'LinkedIn',
    domains: ['linkedin.com'],
    localParts: /^(messages-noreply|invitations|messaging-digest-noreply|notifications-noreply|inmail-hit-reply|hit-reply)$/,
  },
];

function localPartOf(address: string): string {
  const local = address.slice(0, address.lastIndexOf('@')).toLowerCase();
  // `receipts+acct_123@stripe.com`: the tag is the brand's routing, not another sender.
  return local.split('+')[0] ?? local;
}

/**
 * The brand a From address sends user-written content for, or null. `orgDomain` is the From
 * domain's organisational domain (callers compute it with the Public Suffix List, which this
 * vocabulary does not carry), `fromAddress` the From address itself.
 */
export function userContentSenderFor(orgDomain: string, fromAddress: string): UserContentSender | null {
  const org = orgDomain.trim().toLowerCase();
  const address = fromAddress.trim().toLowerCase();
  const host = address.slice(address.lastIndexOf('@') + 1);
  const local = localPartOf(address);
  for (const sender of USER_CONTENT_SENDERS) {
    // `mail.asana.com` is a host listed as a domain: it matches the From host, not the org domain.
    const domainHit = sender.domains.some((d) => d === org || host === d || host.endsWith(`.${d}`));
    if (!domainHit) continue;
    if (sender.wholeDomain) return sender;
    if (sender.hosts?.some((h) => host === h || host.endsWith(`.${h}`))) return sender;
    if (address && sender.localParts?.test(local)) return sender;
  }
  return null;
}

/** The reason a candidate reads: why this sender's mail cannot show an employer wrote it, and what to do. */
export function userContentReason(brand: string): string {
  return `This is a notification ${brand} sends for its users: anyone can make ${brand} send it with any text, so it cannot show that an employer wrote it. Upload the email the company sent you itself.`;
}
