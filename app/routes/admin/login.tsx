import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router';
import { LoginRequestSchema, TWO_FACTOR_ERROR_PATH, type LoginRequest } from '../../../domain/admin.schema.ts';
import { INFO_BOX, PRIMARY_BUTTON, SUCCESS_BOX, TEXT_LINK } from '../../components/admin/admin-styles.ts';
import { PageHeading } from '../../components/admin/page-heading.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { failureMessage, signIn } from '../../lib/admin-api.ts';
import { ADMIN_PATHS } from '../../lib/admin-paths.ts';
import { documentLoad } from '../../lib/document-load.ts';
import { rememberAdmin } from '../../lib/admin-hint.ts';
import { safeRedirectTarget } from '../../lib/admin-session.ts';
import { useKeepEarlyInput } from '../../lib/early-input.ts';
import { formatRetryWait } from '../../lib/retry-wait.ts';
import { failed, readSubmitted, unplacedMessage, useSubmission } from '../../lib/submission.ts';
import type { Route } from './+types/login';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { readLoginNotice } from '../../components/admin/login-notice.ts';
import { FailureAlert } from '../../components/admin/alerts.tsx';

export const meta: Route.MetaFunction = () => adminMeta('Login');

const CODE_REQUIRED = 'Enter the code from your authenticator app, or a recovery code.';

/** What the form posts: the sign-in request, and where to go once signed in. */
type SignInPost = LoginRequest & { redirectTo: string | null };

/**
 * Signs in and, once the server has set the session cookie, loads where the admin was headed (only a
 * path of this site). With two-factor sign-in on, the server refuses the password alone with
 * an error on `code`, which comes back for the page to ask for the code.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { redirectTo, ...credentials } = await readSubmitted<SignInPost>(request);
  const result = await signIn(credentials);
  if (result.status === 'success') {
    rememberAdmin(result.data.user);
    // A new document, not a route change: the dashboard's own answer isolates it from any window
    // that opened this sign-in page (ADR 074). The form stays pending until the page is left.
    documentLoad.replace(safeRedirectTarget(redirectTo));
    return new Promise<never>(() => undefined);
  }
  if (result.status === 'offline') return failed(failureMessage(result), [], 'offline');
  const { error, httpStatus, retryAfterSeconds } = result;
  const codeError =
    httpStatus === 401 ? error.errors?.find((entry) => entry.path === TWO_FACTOR_ERROR_PATH) : undefined;
  if (codeError) return failed(codeError.message, [codeError], error.code);
  if (httpStatus === 429 && retryAfterSeconds !== undefined) {
    return failed(
      `Too many sign-in attempts. Wait ${formatRetryWait(retryAfterSeconds)} and try again.`,
      [],
      error.code,
    );
  }
  return failed(error.message, [], error.code);
}

const subscribeToNothing = () => () => undefined;

/**
 * False while React hydrates the prerendered page, true after: what depends on this visit's address
 * or history state (not known at build time) is shown only then, so hydration matches the HTML.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * Admin sign-in (/Login). The server sets the httpOnly session cookie; the page keeps only
 * the admin's name as a hint. With two-factor sign-in on, the server refuses the password alone
 * with an error on `code`, and the page asks for the code and sends everything again.
 */
export default function Login() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const hydrated = useHydrated();
  const notice = hydrated ? readLoginNotice(location.state) : undefined;
  const redirectTo = hydrated ? searchParams.get('redirectTo') : null;
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<LoginRequest>({
    resolver: zodResolver(LoginRequestSchema),
    mode: 'onTouched',
    defaultValues: { userName: '', password: '', code: '' },
  });
  const { errors } = form.formState;
  // The form is prerendered: what was typed before the scripts came is put back
  // (docs/decisions/019-forms-from-the-first-tap.md).
  const formRef = useRef<HTMLFormElement>(null);
  useKeepEarlyInput(form, formRef);
  const signingIn = useSubmission({
    onFailed: ({ fieldErrors }) => {
      const codeError = fieldErrors.find((entry) => entry.path === TWO_FACTOR_ERROR_PATH);
      if (!codeError) return;
      if (!needsCode) {
        setNeedsCode(true);
        return;
      }
      form.setValue('code', '');
      form.setError('code', { type: 'server', message: codeError.message }, { shouldFocus: true });
    },
  });

  useEffect(() => {
    if (needsCode) form.setFocus('code');
  }, [needsCode, form]);

  function submit(values: LoginRequest) {
    const code = values.code?.trim() ?? '';
    if (needsCode && code === '') {
      signingIn.clear();
      form.setError('code', { type: 'required', message: CODE_REQUIRED }, { shouldFocus: true });
      return;
    }
    signingIn.submit({
      userName: values.userName,
      password: values.password,
      ...(needsCode ? { code } : {}),
      redirectTo,
    });
  }

  return (
    <div className="mx-auto max-w-md px-4 py-10 md:py-16">
      <PageHeading>Admin sign-in</PageHeading>
      {notice ? (
        <p role="status" className={`mt-4 ${SUCCESS_BOX}`}>
          {notice}
        </p>
      ) : redirectTo ? (
        <p className="mt-3 text-slate-700">Sign in to continue to the dashboard.</p>
      ) : null}
      {/* method="post": should the scripts never come, a held press posts rather than put the password in the address. */}
      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={signingIn.pending ? (event) => event.preventDefault() : form.handleSubmit(submit)}
        className="mt-6 space-y-4"
      >
        <TextField
          id="login-username"
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errors.userName?.message}
          {...form.register('userName')}
        />
        <TextField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        {needsCode ? (
          <>
            <p className={INFO_BOX}>
              Two-factor sign-in is on for this account. Enter the 6-digit code your authenticator app shows now, or one
              of your recovery codes.
            </p>
            <TextField
              id="login-code"
              label="Code from your authenticator app"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              required
              error={errors.code?.message}
              {...form.register('code')}
            />
          </>
        ) : null}
        <FailureAlert message={unplacedMessage(signingIn.failure)} />
        <button type="submit" className={`w-full ${PRIMARY_BUTTON}`} aria-disabled={signingIn.pending || undefined}>
          {signingIn.pending ? 'Signing in…' : 'Login'}
        </button>
      </form>
      <p className="mt-6">
        <Link to={ADMIN_PATHS.forgotPassword} className={`inline-flex min-h-11 items-center ${TEXT_LINK}`}>
          Forgot password?
        </Link>
      </p>
    </div>
  );
}
