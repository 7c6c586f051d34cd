/**
 * Admin accounts from the command line, on whichever database the settings point at (SQLite in
 * DATA_DIR, or DATABASE_URL):
 *
 *   npm run admin -- create <username> <email>
 *   npm run admin -- reset-password <username>
 *
 * The password comes from ADMIN_PASSWORD or, when that is unset, is asked for without echo (or read
 * from the first line of standard input when it is not a terminal). Never from the command line,
 * where it would land in the shell history and the process list.
 */
import { z } from 'zod';
import { NewPasswordSchema } from '../domain/admin.schema.ts';
import { emailSchema } from '../domain/common-fields.schema.ts';
import { type Config, ConfigError, loadConfig } from '../server/config.ts';
import { connectDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { checkNewPassword } from '../server/lib/password-strength.ts';
import { createAdminAccount, resetAdminPassword } from '../server/modules/auth/admin-accounts.service.ts';
import { findAdminByUserName } from '../server/modules/auth/auth.repository.ts';

const USAGE = `Usage:
  npm run admin -- create <username> <email>
  npm run admin -- reset-password <username>

The password is read from ADMIN_PASSWORD, or asked for when that is unset.`;

const UserNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9._@-]{3,60}$/, 'The username needs 3 to 60 letters, digits or . _ @ -');

class CommandError extends Error {}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const isCreate = command === 'create' && rest.length === 2;
  const isReset = command === 'reset-password' && rest.length === 1;
  if (!isCreate && !isReset) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = connectDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const userName = parseOrFail(UserNameSchema, rest[0]);
    if (isCreate) {
      const email = parseOrFail(emailSchema('An e-mail address is required'), rest[1]);
      const existing = await findAdminByUserName(database.db, userName);
      if (existing)
        throw new CommandError(`An admin named '${existing.username}' already exists. Nothing was changed.`);
      const password = await readPassword(config, { userName, email });
      const created = await createAdminAccount(database.db, { userName, email, password }, new Date());
      if (created.status === 'exists') {
        throw new CommandError(`An admin named '${created.userName}' already exists. Nothing was changed.`);
      }
      console.log(
        `Created admin '${userName}' (${email}), id ${created.id}. They can sign in at ${config.publicUrl}/Login.`,
      );
    } else {
      const admin = await findAdminByUserName(database.db, userName);
      if (!admin) throw new CommandError(`No admin is named '${userName}'. Nothing was changed.`);
      const password = await readPassword(config, { userName: admin.username, email: admin.email });
      const reset = await resetAdminPassword(database.db, { userName: admin.username, password }, new Date());
      if (reset.status === 'not_found') throw new CommandError(`No admin is named '${userName}'. Nothing was changed.`);
      const sessions = reset.sessionsEnded === 1 ? '1 session was' : `${reset.sessionsEnded} sessions were`;
      console.log(
        `Password reset for admin '${reset.userName}'; ${sessions} signed out and any sign-in block was lifted.`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

function parseOrFail<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new CommandError(parsed.error.issues.map((issue) => issue.message).join('; '));
  return parsed.data;
}

async function readPassword(config: Config, context: { userName: string; email: string }): Promise<string> {
  let password = config.admin.password;
  if (password === undefined) {
    password = await promptHidden('New password (at least 12 characters): ');
    if (process.stdin.isTTY) {
      const repeated = await promptHidden('Repeat the password: ');
      if (repeated !== password) throw new CommandError('The two passwords differ. Nothing was changed.');
    }
  }
  parseOrFail(NewPasswordSchema, password);
  const check = checkNewPassword(password, context);
  if (!check.ok) throw new CommandError(`${check.reason} Nothing was changed.`);
  return password;
}

function promptHidden(question: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(question);
  if (!input.isTTY) return readFirstLine();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (character === '\u0003' || character === '\u0004') {
          finish();
          reject(new CommandError('Cancelled. Nothing was changed.'));
          return;
        }
        if (character === '\u007f' || character === '\b') value = [...value].slice(0, -1).join('');
        else if (character >= ' ') value += character;
      }
    };
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.on('data', onData);
    input.resume();
  });
}

async function readFirstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  process.stderr.write('\n');
  return text.split(/\r?\n/)[0] ?? '';
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof CommandError) console.error(error.message);
    else console.error(error);
    process.exitCode = 1;
  },
);
