/**
 * Server-side checks for a new admin password, after the schema's length rule (NIST SP 800-63B
 * §5.1.1.2: refuse passwords found in breach lists, dictionary words, repetitive or sequential
 * characters, and context-specific words such as the user name or the service's name). No
 * composition rules: they make passwords harder to remember, not harder to guess.
 */
export type PasswordCheck = { ok: true } | { ok: false; reason: string };

export interface PasswordContext {
  userName: string;
  email: string;
}

export const MIN_PASSWORD_LENGTH = 12;
/** The company's name as people would type it into a password. */
const COMPANY_WORDS = ['safeyard', 'safe yard', 'safe-yard', 'safe_yard'];
/** Shorter names and local parts match too much by chance ("al" in "natural"). */
const MIN_CONTEXT_WORD_LENGTH = 3;

export const PASSWORD_REASONS = {
  tooShort: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  common: 'This password is too common; choose a longer phrase of unrelated words.',
  repeated: 'This password repeats the same few characters; choose a longer phrase of unrelated words.',
  sequence:
    'This password is a simple sequence (like abcd, 1234 or qwerty); choose a longer phrase of unrelated words.',
  userName: 'This password contains your username; choose something that has nothing to do with your account.',
  email: 'This password contains your e-mail address; choose something that has nothing to do with your account.',
  company: 'This password contains the company name; choose something an outsider could not guess from it.',
} as const;

/**
 * The best-known passwords from public breach compilations (SecLists, the NCSC top 100k, yearly
 * "worst passwords" lists), plus words of this business and place. Compared after stripping the
 * digits and symbols people add at the ends ("Password2024!" → "password").
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `
password passw0rd password1 passwords passwordpassword mypassword newpassword changeme changeit secret letmein
letmeinnow welcome welcomehome welcometo hello helloworld admin administrator adminadmin root toor superuser
sysadmin guest default login master masterkey access trustno trustnoone iloveyou iloveu lovely loveme love
lovelove princess sunshine shadow monkey dragon football baseball basketball soccer hockey hockeyfan superman
batman spiderman starwars pokemon naruto michael jennifer jessica charlie jordan thomas robert daniel andrew
joshua matthew ashley amanda nicole hannah michelle samantha elizabeth chocolate cookie cheese pepper ginger
summer winter spring autumn freedom whatever qwerty qwertyuiop qwertyuiopas qwertyuiopasdf qwerty123 qwertz
azerty asdfgh asdfghjkl asdfasdf zxcvbnm zxcvbn qazwsx qazwsxedc qweasd qweasdzxc 1qaz2wsx 1q2w3e4r 1q2w3e4r5t
1q2w3e q1w2e3r4 zaq12wsx abc123 abcdef abcdefg abcdefgh abcd1234 aa123456 a1b2c3 a1b2c3d4 123456 1234567
12345678 123456789 1234567890 12345678910 123456789012 0123456789 987654321 9876543210 111111 11111111 000000
00000000 123123 123123123 121212 123321 654321 666666 696969 112233 159753 147258369 789456123 147852369
999999 555555 7777777 88888888 computer internet google facebook linkedin microsoft windows apple samsung
myspace yahoo mustang ferrari porsche corvette harley yamaha mercedes jaguar killer hunter ranger buster
tigger tiger lakers yankees cowboys eagles steelers liverpool arsenal chelsea barcelona realmadrid fuckyou
fuckoff biteme blahblah nothing secure security mysecret private letmeinplease openup opensesame passpass pass
test testing tester testtest demo sample temp temporary user username office company business manager dispatch
dispatcher truck trucks trucking trucker trailer trailers parking parkinglot yard yards freight logistics
transport highway canada ontario toronto mississauga milton whitby brampton mapleleafs raptors bluejays maple
canadian iloveyoutoo ihateyou forever together family blessed jesus jesuschrist godisgood faith angel angels
baby babygirl babyboy flower butterfly rainbow purple orange banana peanut pumpkin strawberry diamond silver
golden money moneymoney bitcoin crypto matrix phoenix thunder lightning wizard merlin gandalf zombie
soccerball letitbe thisismypassword correcthorsebatterystaple
`
    .split(/\s+/)
    .filter(Boolean),
);

/** Keyboard rows and alphabets whose runs count as "simple sequences". */
const SEQUENCES = [
  'abcdefghijklmnopqrstuvwxyz',
  '0123456789',
  'qwertyuiopasdfghjklzxcvbnm',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
  'qazwsxedcrfvtgbyhnujmikolp',
  '1q2w3e4r5t6y7u8i9o0p',
  'qwertzuiopasdfghjklyxcvbnm',
  'azertyuiopqsdfghjklmwxcvbn',
];

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};

export function checkNewPassword(password: string, context: PasswordContext): PasswordCheck {
  if ([...password].length < MIN_PASSWORD_LENGTH) return refuse(PASSWORD_REASONS.tooShort);
  const lower = password.toLowerCase();

  if (isRepetition(lower)) return refuse(PASSWORD_REASONS.repeated);
  if (isSimpleSequence(lower)) return refuse(PASSWORD_REASONS.sequence);
  if (isCommon(lower)) return refuse(PASSWORD_REASONS.common);

  const forms = [compactForm(lower), compactForm(deLeet(lower))];
  const contains = (word: string) => {
    const target = compactForm(word.toLowerCase());
    return target.length >= MIN_CONTEXT_WORD_LENGTH && forms.some((form) => form.includes(target));
  };
  if (COMPANY_WORDS.some(contains)) return refuse(PASSWORD_REASONS.company);
  if (contains(context.userName)) return refuse(PASSWORD_REASONS.userName);
  const localPart = context.email.slice(0, Math.max(0, context.email.lastIndexOf('@')));
  if (contains(localPart) || contains(context.email)) return refuse(PASSWORD_REASONS.email);
  return { ok: true };
}

function refuse(reason: string): PasswordCheck {
  return { ok: false, reason };
}

/** Letters and digits only, so "safe.yard" and "safe yard" meet "safeyard". */
function compactForm(value: string): string {
  return value.replace(/[^\p{L}\p{N}]/gu, '');
}

function deLeet(value: string): string {
  return [...value].map((character) => LEET[character] ?? character).join('');
}

/** "Password2024!" → "password"; "!!P@ssw0rd99" → "p@ssw0rd". */
function stripEnds(value: string): string {
  return value.replace(/^[^\p{L}]+/u, '').replace(/[^\p{L}]+$/u, '');
}

function isCommon(lower: string): boolean {
  const candidates = new Set<string>();
  for (const whole of [lower, compactForm(lower)]) {
    // "passwordpassword", "Trustno1Trustno1": a common word said again and again.
    for (const base of [whole, repeatedUnit(whole)]) {
      const core = stripEnds(base);
      for (const candidate of [base, core, deLeet(base), deLeet(core), stripEnds(deLeet(base))]) {
        candidates.add(candidate);
      }
    }
  }
  return [...candidates].some((candidate) => COMMON_PASSWORDS.has(candidate));
}

/** The shortest string whose repetition gives `value` ("abab" → "ab"); `value` itself when none. */
function repeatedUnit(value: string): string {
  const characters = [...value];
  for (let size = 1; size <= characters.length / 2; size += 1) {
    if (characters.length % size !== 0) continue;
    const unit = characters.slice(0, size).join('');
    if (unit.repeat(characters.length / size) === value) return unit;
  }
  return value;
}

/** One character, or a unit of up to four ("abab…", "123123…", "xyzxyz…"), repeated. */
function isRepetition(lower: string): boolean {
  const unit = repeatedUnit(lower);
  return unit !== lower && [...unit].length <= 4;
}

/** The whole password, ignoring symbols, is a run of one alphabet or keyboard row, either way. */
function isSimpleSequence(lower: string): boolean {
  const compact = compactForm(lower);
  if (compact.length < 4) return false;
  return SEQUENCES.some((sequence) => {
    // Doubled so runs may wrap ("7890123456…", "yzabc…").
    const forward = sequence.repeat(Math.ceil(compact.length / sequence.length) + 1);
    const backward = [...forward].reverse().join('');
    return forward.includes(compact) || backward.includes(compact);
  });
}
