import { useRef, useState, type FormEvent } from 'react';
import { type PassCheck, TypedPassCodeSchema } from '../../../domain/access-pass.schema.ts';
import { YARD_LOCATIONS } from '../../../domain/locations.ts';
import { YARD_SLUGS, type YardSlug } from '../../../domain/yards.schema.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { PRIMARY_BUTTON } from '../../components/admin/admin-styles.ts';
import { FailureAlert } from '../../components/admin/alerts.tsx';
import { GateAnswer } from '../../components/admin/gate-answer.tsx';
import { PageHeading } from '../../components/admin/page-heading.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { failureMessage } from '../../lib/admin-api.ts';
import { actAsAdmin } from '../../lib/admin-session.ts';
import { checkPass } from '../../lib/passes-api.ts';
import { done, failedCall, readSubmitted, useSubmission } from '../../lib/submission.ts';
import type { Route } from './+types/gate';

export const meta: Route.MetaFunction = () => adminMeta('Gate');

/** What the gate's form posts to its action: the yard and the code as typed or scanned. */
export type GatePost = { slug: YardSlug; code: string };

/** Asks the yard screen's question; a 401 sends the staff to sign in and back. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { slug, code } = await readSubmitted<GatePost>(request);
  const result = await actAsAdmin(request, () => checkPass(slug, code));
  if (result.status === 'success') return done({ code, slug, answer: result.data });
  return failedCall(result, failureMessage(result));
}

const YARD_OPTIONS = YARD_LOCATIONS.map((location) => ({ value: location.slug, label: location.label }));
const yardName = (slug: string) => YARD_LOCATIONS.find((location) => location.slug === slug)?.label ?? slug;
const isYardSlug = (value: string): value is YardSlug => YARD_SLUGS.some((slug) => slug === value);

type Checked = { code: string; slug: YardSlug; answer: PassCheck };

/**
 * Gate: the yard screen. Pick the yard, type or scan a customer's access code (a scanner types it
 * and presses Enter), and the answer (Valid or Not valid, why, the company and its spaces) is read
 * out from its status region. The code stays selected, so the next scan replaces it.
 */
export default function Gate() {
  const [slug, setSlug] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ slug?: string; code?: string }>({});
  const slugRef = useRef<HTMLSelectElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const checking = useSubmission<Checked>({
    onDone: () => requestAnimationFrame(() => codeRef.current?.select()),
  });
  const checked = checking.state.status === 'done' ? checking.state.data : undefined;

  function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking.pending) return;
    const problems = {
      slug: isYardSlug(slug) ? undefined : 'Choose the yard you are at',
      code: TypedPassCodeSchema.safeParse(code).error?.issues[0]?.message,
    };
    setErrors(problems);
    if (problems.slug || problems.code) {
      (problems.slug ? slugRef : codeRef).current?.focus();
      return;
    }
    const post: GatePost = { slug: slug as YardSlug, code: code.trim() };
    checking.submit(post);
  }

  return (
    <div className="max-w-2xl space-y-4">
      <PageHeading>Gate</PageHeading>
      <p className="text-slate-700">
        Check a customer's access pass: type the code from their phone or e-mail, or scan its QR code into the code
        field.
      </p>
      <form noValidate onSubmit={check} className="space-y-4 rounded-lg bg-white p-4 shadow-sm md:p-6">
        <SelectField
          ref={slugRef}
          id="gate-yard"
          label="Yard"
          placeholder="Choose the yard"
          options={YARD_OPTIONS}
          required
          value={slug}
          error={errors.slug}
          onChange={(event) => {
            setSlug(event.target.value);
            setErrors((previous) => ({ ...previous, slug: undefined }));
          }}
        />
        <TextField
          ref={codeRef}
          id="gate-code"
          label="Access code"
          help="8 letters and digits, such as 7KQ4-MX2P; the dash is optional."
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono text-xl tracking-widest"
          value={code}
          error={errors.code}
          onChange={(event) => {
            setCode(event.target.value);
            setErrors((previous) => ({ ...previous, code: undefined }));
          }}
        />
        <FailureAlert message={checking.failure?.message} />
        <button type="submit" className={PRIMARY_BUTTON} aria-disabled={checking.pending || undefined}>
          {checking.pending ? 'Checking…' : 'Check the pass'}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {checked ? <GateAnswer code={checked.code} yard={yardName(checked.slug)} answer={checked.answer} /> : null}
      </div>
    </div>
  );
}
