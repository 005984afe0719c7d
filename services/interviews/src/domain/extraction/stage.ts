import type { InterviewStageKey } from '@hiring/contracts';
import { sentences } from './text.js';

/**
 * The interview stage of an email, from the spec's stage keys. Outcomes decide first (a rejection,
 * then an offer); otherwise the interview being scheduled, with the subject counting most and
 * sentences about earlier rounds ("thanks for completing the technical screen") not counting.
 */
type MeetingStage = Exclude<InterviewStageKey, 'offer' | 'rejected' | 'unknown'>;

const REJECTION: readonly RegExp[] = [
  /(?:\bnot|n't|\bunable to)\s+(?:be\s+)?(?:mov(?:e|ing)|progress(?:ing)?|proceed(?:ing)?|advanc(?:e|ing)|go(?:ing)?)\s+(?:forward|further|ahead)?\s*(?:with|in)\s+(?:your|you|the)\b/i,
  /(?:\bnot|n't)\s+(?:be\s+)?(?:proceed|progress|mov|advanc)\w*\s+(?:forward\s+)?with\s+(?:your|the)\s+(?:application|candidacy|candidature|process)/i,
  /\b(?:decided|chosen|elected|opted|decision)\s+(?:was\s+made\s+)?to\s+(?:move forward|proceed|pursue|go|continue|progress)\s+(?:forward\s+)?(?:with\s+)?(?:other|another|a different)\s+(?:candidates?|applicants?|direction|profiles?)/i,
  /\b(?:pursue|pursuing|selected|chosen|move forward with|proceed with)\s+(?:other|another|a different)\s+(?:candidates?|applicants?)\b/i,
  /\bregret to (?:inform|let you know|tell you)\b/i,
  /\b(?:unable to|not able to|cannot|can't|won't be able to)\s+offer you\b/i,
  /(?:\bnot|n't)\s+(?:been\s+)?(?:selected|shortlisted|successful)\b/i,
  /\b(?:application|candidacy) (?:has been|was) unsuccessful\b/i,
  /\bposition has (?:now )?been filled\b/i,
  /\bdecided not to (?:proceed|move forward|continue|pursue|offer|extend)\b/i,
  /\b(?:will not|won't|not) be (?:extending|making) (?:you )?an offer\b/i,
  /\b(?:go|going) in a different direction\b/i,
  /\b(?:decided|chose|chosen|decision) to (?:go|move forward|proceed) with (?:someone|another (?:candidate|person|applicant)|a candidate)\b/i,
  /\bwent with (?:someone|another candidate)\b/i,
  /\bnicht (?:weiter )?berücksichtig|\bAbsage\b|gegen (?:Sie|dich) entschieden|anderen? (?:Kandidat|Bewerber)\w* entschieden/i,
  /ne (?:pouvons|pourrons) pas donner (?:une )?suite|pas (?:été )?retenue?|ne pas retenir votre candidature|autres? candidat/i,
  /no (?:continuar|avanzar|seguir adelante) con (?:tu|su) (?:candidatura|postulación|proceso)|no ha(?:s|n)? sido seleccionad|continuar con otros candidatos/i,
  /不採用|見送らせて|見送り|ご期待に(?:添え|沿え)/u,
];

const OFFER: readonly RegExp[] = [
  /\b(?:pleased|delighted|thrilled|excited|happy|glad)\s+to\s+(?:formally\s+)?(?:extend(?:\s+you)?\s+(?:an?\s+|our\s+|the\s+)?(?:formal\s+|verbal\s+|written\s+|official\s+)?offer|offer\s+you\s+(?:the|a|this|our)\s+(?:[\w&,-]+\s+){0,6}?(?:position|role|job)|present\s+(?:you\s+)?(?:with\s+)?(?:an?\s+)?offer)/i,
  /\b(?:extend(?:ing)?|make|making|send(?:ing)?)\s+(?:you\s+)?(?:an?\s+)?(?:formal\s+|verbal\s+|written\s+|official\s+)?offer\b(?!\s+(?:to\s+)?interview)/i,
  /\boffer (?:letter|of employment|details|package|call|acceptance|paperwork)\b/i,
  /\b(?:job|employment) offer\b/i,
  /\byour (?:written |formal |official |verbal |final )?offer\b(?! to interview)/i,
  /\bcongratulations\b[^.!?\n]{0,80}\boffer\b/i,
  /\b(?:Vertragsangebot|Jobangebot|Arbeitsvertrag|Zusage)\b/i,
  /promesse d'embauche|proposition d'embauche|offre d'embauche|proposition de contrat/i,
  /carta oferta|oferta formal|propuesta (?:económica|laboral)/i,
  /内定/u,
];

const MEETINGS: readonly [MeetingStage, readonly RegExp[]][] = [
  [
    'final',
    [
      /\bfinal[- ](?:round|interview|stage|conversation|call|loop|panel)s?\b/i,
      /\bfinales? (?:gespräch|interview)|abschlussgespräch|letzte runde/i,
      /entretien final|dernier entretien/i,
      /entrevista final/i,
      /最終面接/u,
    ],
  ],
  [
    'onsite',
    [
      /(?<![(/·|]\s?)\b(?:virtual\s+)?on-?site\b(?!\s*[)/·|])/i,
      /\bin[- ]person interview\b/i,
      /\bsuperday\b/i,
      /\b(?:interview|onsite|final|full) loop\b/i,
      /\bcome (?:in(?:to)?|to) (?:our|the) office\b/i,
      /\bvor[- ]ort[- ]?(?:termin|gespräch|interview)\b/i,
      /\bdans nos locaux\b/i,
    ],
  ],
  ['system_design', [/\bsystems? design\b/i, /\barchitecture (?:interview|round)\b/i]],
  [
    'coding_challenge',
    [
      /\bcoding (?:challenge|assessment|exercise|test|assignment)\b/i,
      /\btake[- ]?home\b/i,
      /\bonline assessment\b/i,
      /\btechnical (?:assessment|test|exercise|assignment)\b/i,
      /\bprogramming (?:assignment|exercise|challenge|test)\b/i,
      /\b(?:hackerrank|codesignal|codility|testgorilla|hirevue assessment)\b/i,
      /\bhome (?:assignment|exercise)\b/i,
      /\bcase study (?:assignment|exercise)\b/i,
    ],
  ],
  ['technical_screen', [/\b(?:technical|tech) (?:phone |video )?screen(?:ing)?s?\b/i, /\btechnical phone (?:interview|call)\b/i]],
  ['hiring_manager_screen', [/\bhiring manager\b/i, /\bhiring-manager\b/i]],
  ['manager_round', [/\bmanager(?:ial)? (?:round|interview)\b/i, /\b(?:round|interview) with (?:the|your) (?:future )?(?:manager|team lead)\b/i]],
  ['behavioral', [/\bbehaviou?ral\b/i, /\bverhaltensbasiert/i, /entretien comportemental/i, /entrevista (?:conductual|de comportamiento)/i]],
  [
    'cultural_fit',
    [/\bcultur(?:e|al)[- ](?:fit|add)\b/i, /\bvalues?[- ](?:interview|conversation|fit|alignment)\b/i, /\bculture (?:interview|conversation)\b/i],
  ],
  [
    'hr_screen',
    [
      /\bhr (?:screen(?:ing)?|interview|call|conversation|chat)\b/i,
      /\bpeople (?:team|ops) (?:screen|call|interview|conversation)\b/i,
      /\bhr[- ]gespräch|personalgespräch/i,
      /entretien (?:rh|avec les rh)/i,
      /entrevista (?:con )?(?:rrhh|recursos humanos)/i,
      /人事面接/u,
    ],
  ],
  [
    'recruiter_screen',
    [
      /\brecruiter (?:screen(?:ing)?|call|chat|conversation|interview)\b/i,
      /\b(?:intro(?:ductory)?|initial|exploratory|first) (?:call|chat|conversation|phone call|meeting|screen(?:ing)?)\b/i,
      /\bcall with (?:me|our recruit(?:er|ing team))\b/i,
      /\bkennenlern(?:gespräch|call)\b/i,
      /appel (?:de découverte|découverte)|premier échange/i,
      /カジュアル面談/u,
    ],
  ],
  [
    'phone_screen',
    [
      /\bphone (?:screen(?:ing)?|interview|call)\b/i,
      /\btelephone interview\b/i,
      /\btelefon(?:interview|isches interview|gespräch)\b/i,
      /entretien téléphonique/i,
      /entrevista telef[oó]nica/i,
      /電話面接/u,
    ],
  ],
  [
    'technical',
    [
      /\btechnical (?:interview|round|discussion|conversation|session)s?\b/i,
      /\bpair[- ]programming\b/i,
      /\b(?:live )?coding interview\b/i,
      /\blive coding\b/i,
      /\btechnischen? (?:interview|gespräch)/i,
      /entretien technique/i,
      /entrevista técnica/i,
      /技術面接/u,
    ],
  ],
];

// Ties go to the more specific stage (the order above), then to the later one in a process.
const PRIORITY: readonly MeetingStage[] = MEETINGS.map(([stage]) => stage);

const APPLICATION: readonly RegExp[] = [
  /\bthank(?:s| you)(?: so much)? for (?:applying|your application|submitting your application)\b/i,
  /\b(?:we(?:'ve| have)|have) (?:successfully )?received your application\b/i,
  /\bapplication (?:has been |was )?(?:received|submitted)\b/i,
  /\byour application (?:to|for|at|with|was sent)\b/i,
  /\bapplication confirmation\b/i,
  /\bEingangsbestätigung|Ihre Bewerbung (?:ist|wurde) eingegangen|Vielen Dank für Ihre Bewerbung/i,
  /bien reçu votre candidature|merci pour votre candidature/i,
  /hemos recibido tu (?:solicitud|candidatura|postulación)|gracias por (?:tu|su) postulación/i,
  /ご応募(?:いただき|ありがとう)|応募を受け付け/u,
];

const INVITING =
  /\b(?:invite|invitation|invited|schedule|scheduled|reschedul\w*|move (?:our|your|the)|moving (?:our|your|the)|confirm|confirmed|confirming|book|booked|next step|move you forward|moving you forward|we have you down|is set|will be|would like|we'd like|please (?:pick|select|choose|use|find)|is scheduled|your .{0,40} (?:is|has been)|pick a time|select a time|is confirmed|einladen|einladung|inviter|invitons|invitar|programar|ご案内|決まりました)\b/i;
const PAST =
  /\b(?:thank(?:s| you)(?: again)? for (?:taking|completing|your time|the|meeting|interviewing|chatting|speaking)|after (?:your|the|our)|following (?:your|the|our)|completed|completing|passed|so far|last week|earlier|previous|previously|suite à|nach (?:dem|unserem)|tras (?:la|tu|nuestra))\b/i;

function matchesAny(text: string, patterns: readonly RegExp[]): boolean {
  return patterns.some((re) => re.test(text));
}

export interface StageReading {
  stage: InterviewStageKey;
  /** The stage came from an outcome or an interview type (not from the fallback). */
  specific: boolean;
  /** How much the text supports the stage (the subject counts 6, an invitation sentence 2, a mention 1). */
  strength: number;
  /** The text reads as an application acknowledgement. */
  application: boolean;
}

// "If your experience matches, we'll reach out to schedule a first conversation": not scheduled.
const CONDITIONAL = /\b(?:if|whether|in case|unless|wenn|falls|si)\b/i;

export function detectStage(subject: string, primary: string): StageReading {
  const text = `${subject}\n${primary}`;
  const application = matchesAny(text, APPLICATION);
  const rejection = [subject, ...sentences(primary).map((s) => s.text)].some((sentence) => matchesAny(sentence, REJECTION) && !CONDITIONAL.test(sentence));
  if (rejection) return { stage: 'rejected', specific: true, strength: 6, application };
  if (matchesAny(subject, OFFER) || matchesAny(primary, OFFER)) return { stage: 'offer', specific: true, strength: 6, application };

  const scores = new Map<MeetingStage, number>();
  const add = (stage: MeetingStage, value: number) => scores.set(stage, (scores.get(stage) ?? 0) + value);
  for (const [stage, patterns] of MEETINGS) if (matchesAny(subject, patterns)) add(stage, 6);
  for (const sentence of sentences(primary)) {
    const past = PAST.test(sentence.text);
    const inviting = INVITING.test(sentence.text);
    const conditional = CONDITIONAL.test(sentence.text);
    for (const [stage, patterns] of MEETINGS) {
      if (!matchesAny(sentence.text, patterns)) continue;
      add(stage, conditional || (past && !inviting) ? 0 : past ? 1 : inviting ? 2 : 1);
    }
  }
  let best: MeetingStage | null = null;
  let bestScore = 0;
  for (const stage of PRIORITY) {
    const score = scores.get(stage) ?? 0;
    if (score > bestScore) {
      best = stage;
      bestScore = score;
    }
  }
  if (best) return { stage: best, specific: true, strength: bestScore, application };
  if (application) return { stage: 'application', specific: true, strength: 2, application };
  return { stage: 'unknown', specific: false, strength: 0, application };
}

// --- is it about an interview process at all? -----------------------------------------------

const INTERVIEW_WORDS =
  /\b(?:interview(?:s|ing)?|screening|onsite|on-site|recruiter|hiring manager|your application|your candidacy|candidacy|next steps?|offer letter|take-home|assessment|vorstellungsgespräch|bewerbung|entretien|candidature|entrevista|postulación|candidatura)\b|面接|選考|応募|内定/iu;

const BULK_MAIL: readonly RegExp[] = [
  /\bjob alerts?\b/i,
  /\b(?:new|recommended|similar|more) jobs\b/i,
  /\bjobs? (?:you (?:may|might) (?:like|be interested in)|for you|matching|that match)\b/i,
  /\bmatch(?:es|ing)? your (?:preferences|profile|search)\b/i,
  /\b(?:see|view) (?:all|more) jobs\b/i,
  /\b(?:easy apply|actively recruiting|urgently hiring|easily apply)\b/i,
  /\bunsubscribe\b/i,
  /\bnewsletter\b|\bissue #\d+/i,
  /\byou(?:'re| are) receiving (?:this|these)\b|\byou received this\b|\bsubscribed\b/i,
  /\bmanage (?:job )?alerts\b|\bemail preferences\b/i,
  /\b(?:webinar|workshop|meetup|tickets?|order #|rsvp to the event|general admission)\b/i,
  /\bview (?:this email )?in (?:your )?browser\b|\bread more\b/i,
];

const BULK_SENDERS =
  /(?:^|\.)(?:linkedin\.com|indeed\.com|indeedemail\.com|glassdoor\.com|ziprecruiter\.com|monster\.com|substack\.com|medium\.com|eventbrite\.com|meetup\.com|mailchimp\.com|beehiiv\.com|wellfound\.com|otta\.com|hired\.com|dice\.com)$/i;

export interface Relatedness {
  related: boolean;
  positive: number;
  negative: number;
}

export interface RelatednessInput {
  subject: string;
  primary: string;
  senderDomain: string | null;
  reading: StageReading;
  companyFound: boolean;
  atsSender: boolean;
  /** A calendar invitation organised from a corporate address came with the email. */
  corporateInvite?: boolean;
}

export function interviewRelatedness(input: RelatednessInput): Relatedness {
  const { subject, primary, reading } = input;
  let positive = 0;
  if (reading.stage === 'offer' || reading.stage === 'rejected') positive += 4;
  else if (reading.specific && reading.stage !== 'application') positive += reading.strength >= 2 ? 3 : 1;
  else if (reading.application) positive += 3;
  if (INTERVIEW_WORDS.test(subject) || /\boffer\b/i.test(subject)) positive += 2;
  if (INTERVIEW_WORDS.test(primary)) positive += 1;
  if (/\b(?:you|your|Sie|Ihre|vous|votre|tu|su)\b|様/u.test(primary)) positive += 1;
  if (input.atsSender) positive += 1;
  if (input.companyFound) positive += 1;
  if (input.corporateInvite) positive += 1;
  let negative = BULK_MAIL.filter((re) => re.test(`${subject}\n${primary}`)).length * 2;
  // Advice articles: "How to ace your system design interview", "5 tips for your onsite".
  if (/\b(?:how to|tips?|guide|mistakes|ace your|prepare for|ways to|checklist|course|masterclass)\b/i.test(subject)) negative += 2;
  if (input.senderDomain && BULK_SENDERS.test(input.senderDomain)) negative += 3;
  return { related: positive >= 4 && positive > negative, positive, negative };
}
