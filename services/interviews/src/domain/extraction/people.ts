import type { MailAddress } from '../parsing/parse-eml.js';
import { lines } from './text.js';

/**
 * People in an email (the candidate, recruiters, interviewers): their names must not reach the
 * model or the summary, and must not be mistaken for the employer. Found from the addresses, the
 * greeting, the sign-off and "First Last" pairs whose first word is a common given name.
 */
const GIVEN_NAMES = new Set(
  `aaron ada abby abigail adam adrian ahmed aisha alan albert alex alexa alexander alexandra alice alicia alison amanda amber amelia amir amit amy
  ana andre andrea andrew andy angela anil anita ann anna anne anthony antonio arjun arthur asha ashley aurora ava ben benjamin beth bianca
  blake brandon brian brittany bruce caitlin camille carla carlos carmen caroline carol catherine charles charlie charlotte chen chloe
  chris christian christina christine christopher claire clara colin connor craig daniel daniela danielle dana david deepak diana diego
  dmitri dominic donna dylan edward elena eli elijah elizabeth ella ellen emily emma eric erik erin ethan eva evan fatima felix fernando
  fiona frank gabriel gabriela gary george grace greg gregory hannah hana harry heather helen henry hiroshi holly hugo ian irene isaac
  isabel isabella ivan jack jacob jake james jamie jan jane janet jason javier jay jeff jeffrey jen jenna jennifer jenny jeremy jessica
  jill jim joan joe joel john jon jonathan jordan jorge jose joseph josh joshua juan julia julian julie justin karen karim kate katherine
  katie katrin kayla keith kelly ken kenji kevin kim kyle laura lauren leah lena leo liam lily linda lisa liz logan lucas lucy luis luke
  lydia maria mariana marcus martin mary mateo matt matthew maya megan mei melissa mia michael michelle miguel mike mira mohammed
  monica nadia nancy naomi natalie nathan nicholas nick nicole nina noah nora olivia omar oliver pablo patricia patrick paul paula peter
  philip priya priyanka rachel rahul raj rajesh ravi rebecca ricardo richard rob robert robin ryan sam samantha samuel sandra sara sarah
  scott sean sergio shannon sharon sofia sophia sophie stephanie stephen steve steven susan taylor teresa thomas tim timothy tom
  tomasz tony tyler valentina vanessa victor victoria vikram vincent wei william xavier yuki zach zoe olga marek pierre sebastien
  hans klaus stefan lukas elena giulia marco luca francesca ahmad ali yusuf mehmet sven lars ingrid kofi amara chidi ngozi tunde`
    .split(/\s+/)
    .filter(Boolean),
);

export function isGivenName(word: string): boolean {
  return GIVEN_NAMES.has(word.toLowerCase());
}

const ORG_WORDS =
  /\b(?:inc|llc|ltd|gmbh|corp|co|company|group|labs?|technologies|technology|tech|systems|solutions|software|health|healthcare|medical|bank|capital|partners|ventures|studio|studios|games|energy|logistics|robotics|ai|analytics|security|financial|finance|insurance|mutual|retail|aerospace|biotech|learning|media|foods?|coffee|bakery|consulting|digital|global|international|holdings|industries|networks|cloud|data|center|centre|university|hospital|foundation|agency|recruiting|talent|careers|team|hr|people|hiring|jobs|notifications?|calendar|support|no-?reply|via|outfitters|credit|union)\b/i;

/** "Jane Doe", "Jane", "Dr. Jane Doe": looks like a person rather than an organisation. */
export function looksLikePerson(name: string | null | undefined): boolean {
  const value = (name ?? '').replace(/^(?:mr|ms|mrs|dr|prof)\.?\s+/i, '').trim();
  if (!value || /[@\d&|()<>:]/.test(value) || ORG_WORDS.test(value)) return false;
  const words = value.split(/\s+/);
  if (words.length > 4) return false;
  if (!words.every((word) => /^[\p{Lu}][\p{L}'’.-]*$/u.test(word) || /^(?:van|von|de|da|del|der|la|le|di|bin|al)$/.test(word))) return false;
  return isGivenName(words[0]!);
}

const GREETING =
  /^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|bonjour|hola|hallo|ciao|sehr geehrte[r]?(?:\s+(?:frau|herr))?|liebe[r]?)\s+(?:(?:mr|ms|mrs|dr|prof|frau|herr|madame|monsieur|sr|sra)\.?\s+)?([\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+){0,2})\s*[,!:—-]/imu;
const SIGN_OFF =
  /^(?:best|thanks|thank you|cheers|regards|kind regards|best regards|warm regards|warmly|sincerely|talk soon|all the best|with gratitude|many thanks|respectfully|yours|mit freundlichen grüßen|viele grüße|beste grüße|bien cordialement|cordialement|saludos|atentamente|un saludo)\b[^\n]{0,20}[,!.]?$/i;
const JAPANESE_HONORIFIC =
  /([\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]{1,6}\s?[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]{1,6})\s*(?:様|さま|殿)/u;

function addressNames(address: MailAddress): string[] {
  const names: string[] = [];
  if (address.name && !/@/.test(address.name) && !ORG_WORDS.test(address.name)) names.push(address.name);
  const local = address.address.split('@')[0] ?? '';
  const parts = local
    .split(/[._-]+/)
    .map((part) => part.replace(/\d+$/, ''))
    .filter((part) => part.length > 1);
  // ada.lovelace@, chris.donnelly.talent@: the words of a personal address are the person's names.
  if (parts.length >= 2 && parts.length <= 3 && parts.every((part) => /^[a-z]+$/i.test(part)) && !ORG_WORDS.test(parts.join(' '))) {
    names.push(...parts.slice(0, 2).map((part) => part.charAt(0).toUpperCase() + part.slice(1)));
  }
  return names;
}

export interface PeopleOptions {
  from: MailAddress | null;
  to: readonly MailAddress[];
  replyTo?: readonly MailAddress[];
  subject: string;
  body: string;
}

export interface People {
  /** Every name found: what is redacted. */
  all: string[];
  /** Names that are surely people (addressees, the greeting, known given names): never the employer. */
  certain: string[];
}

/** The names of the people in an email (for redaction and to keep them out of the company). */
export function peopleNames(email: PeopleOptions): People {
  const names = new Set<string>();
  const certain = new Set<string>();
  let sure = true;
  const add = (name: string | null | undefined) => {
    const value = name?.replace(/\s+/g, ' ').trim();
    if (!value || value.length < 2) return;
    const parts = [value, ...value.split(' ').filter((part) => part.length > 1 && /^\p{Lu}/u.test(part) && !/^(?:Mr|Ms|Mrs|Dr)\.?$/.test(part))];
    for (const part of parts) {
      names.add(part);
      if (sure || looksLikePerson(value)) certain.add(part);
    }
  };
  for (const address of email.to) addressNames(address).forEach(add);
  for (const address of email.replyTo ?? []) addressNames(address).forEach(add);
  if (email.from) {
    const fromName = email.from.name
      .replace(/\s+(?:via|from|at|@)\s+.*$/i, '')
      .replace(/\s*\(.*\)\s*$/, '')
      .trim();
    if (looksLikePerson(fromName)) add(fromName);
    if (!ORG_WORDS.test(email.from.name) || /\bvia\b/i.test(email.from.name)) addressNames({ name: '', address: email.from.address }).forEach(add);
  }
  // "Kai Nakamura <kai@driftwood.com>": a sender named like a person is redacted even when the
  // given name is not one we know (it is kept out of the employer only when it surely is a person).
  sure = false;
  const fromName =
    email.from?.name
      .replace(/\s+(?:via|from|at|@)\s+.*$/i, '')
      .replace(/\s*\(.*\)\s*$/, '')
      .trim() ?? '';
  if (/^[\p{Lu}][\p{Ll}'’-]+(?:\s+[\p{Lu}][\p{Ll}'’-]+){1,2}$/u.test(fromName) && !ORG_WORDS.test(fromName)) add(fromName);
  sure = true;
  const greeting = GREETING.exec(email.body);
  if (greeting) add(greeting[1]);
  const japanese = JAPANESE_HONORIFIC.exec(email.body);
  if (japanese) add(japanese[1]!.trim());
  // Sign-offs and introductions may be a team or company name ("Best regards,\nAcme Solar").
  sure = false;
  const bodyLines = lines(email.body);
  for (let i = 0; i < bodyLines.length; i += 1) {
    if (!SIGN_OFF.test(bodyLines[i]!)) continue;
    const next = bodyLines.slice(i + 1).find((line) => line.length > 0);
    if (next && /^[\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+){0,2}$/u.test(next) && !ORG_WORDS.test(next) && !/^(?:The|Your)\b/.test(next)) add(next);
  }
  const text = `${email.subject}\n${email.body}`;
  for (const m of text.matchAll(/(?<![\p{L}])([\p{Lu}][\p{Ll}'’-]+)(?=([ \t]+[\p{Lu}][\p{L}'’-]+)?)/gu)) {
    if (isGivenName(m[1]!)) add(m[2] && !ORG_WORDS.test(m[2]) ? `${m[1]} ${m[2].trim()}` : m[1]);
  }
  sure = false;
  for (const m of text.matchAll(/\b(?:my name is|I'm|I am|this is)\s+([\p{Lu}][\p{Ll}'’-]+(?:\s+[\p{Lu}][\p{Ll}'’-]+)?)/gu)) {
    if (!ORG_WORDS.test(m[1]!)) add(m[1]);
  }
  return { all: [...names], certain: [...certain] };
}
