import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  done,
  failed,
  leavesPage,
  readSubmitted,
  reloadUnlessLeft,
  unplacedMessage,
  useSubmission,
  type SubmissionResult,
} from './submission.ts';

/*
 * useSubmission against React Router itself: a page whose route has a clientAction (here a test
 * double that answers what each test says) and a loader, as the app's screens have.
 */

type Answer = SubmissionResult<{ reference: string }>;

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** What the page shows of its submission, and a button to post `{ name: 'Ada' }`. */
function Page({ onDone, onFailed }: { onDone?: (data: unknown) => void; onFailed?: (failure: unknown) => void }) {
  const submission = useSubmission<{ reference: string }>({ onDone, onFailed });
  const { state } = submission;
  return (
    <>
      <p data-testid="state">{state.status}</p>
      <p data-testid="shown">
        {state.status === 'done' ? state.data.reference : state.status === 'failed' ? state.message : ''}
      </p>
      <button type="button" onClick={() => submission.submit({ name: 'Ada' })}>
        Send
      </button>
      <button type="button" onClick={() => submission.fail('Check the name first.')}>
        Refuse here
      </button>
      <button type="button" onClick={submission.clear}>
        Put away
      </button>
    </>
  );
}

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderPage({
  answer,
  loader = async () => null,
  onDone,
  onFailed,
}: {
  answer: (posted: unknown) => Promise<Answer>;
  loader?: () => Promise<unknown>;
  onDone?: (data: unknown) => void;
  onFailed?: (failure: unknown) => void;
}) {
  const posted: unknown[] = [];
  const action = vi.fn(async ({ request }: { request: Request }) => {
    const body = await readSubmitted<unknown>(request);
    posted.push(body);
    return answer(body);
  });
  const load = vi.fn(loader);
  const Stub = createRoutesStub([
    {
      path: '/page',
      action: action,
      loader: load,
      // As the app's pages with loaders do: no reload of a page that a write leaves.
      shouldRevalidate: reloadUnlessLeft,
      HydrateFallback: () => null,
      Component: () => <Page onDone={onDone} onFailed={onFailed} />,
    },
    { path: '/elsewhere', Component: Elsewhere },
  ]);
  const user = userEvent.setup();
  render(<Stub initialEntries={['/page']} />);
  return { user, action, load, posted };
}

afterEach(() => vi.restoreAllMocks());

describe('useSubmission', () => {
  test("posts JSON to the route's action, shows sending until the answer, and hands the answer over once", async () => {
    const answer = deferred<Answer>();
    const onDone = vi.fn();
    let calls = 0;
    const { user, action, posted } = renderPage({
      answer: () => (calls++ === 0 ? answer.promise : Promise.resolve(done({ reference: 'BK-1B' }))),
      onDone,
    });
    await screen.findByRole('button', { name: 'Send' });
    expect(screen.getByTestId('state')).toHaveTextContent('idle');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('sending'));
    // A second press while the first is on its way sends nothing.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(action).toHaveBeenCalledOnce();
    expect(posted).toEqual([{ name: 'Ada' }]);

    await act(async () => answer.resolve(done({ reference: 'BK-1' })));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('done'));
    expect(screen.getByTestId('shown')).toHaveTextContent('BK-1');
    expect(onDone).toHaveBeenCalledExactlyOnceWith({ reference: 'BK-1' });

    // Renders after the answer do not hand it over again; the next press sends again.
    await user.click(screen.getByRole('button', { name: 'Refuse here' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(2));
    expect(onDone).toHaveBeenLastCalledWith({ reference: 'BK-1B' });
    expect(screen.getByTestId('shown')).toHaveTextContent('BK-1B');
  });

  test('a refusal is shown and handed to onFailed; fail and clear replace it until the next answer', async () => {
    const onFailed = vi.fn();
    const refusal = () => failed('Use a company address.', [{ path: 'email', message: 'Use a company address.' }]);
    const { user } = renderPage({ answer: async () => refusal(), onFailed });
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('failed'));
    expect(screen.getByTestId('shown')).toHaveTextContent('Use a company address.');
    expect(onFailed).toHaveBeenCalledExactlyOnceWith(refusal());

    await user.click(screen.getByRole('button', { name: 'Put away' }));
    expect(screen.getByTestId('state')).toHaveTextContent('idle');
    await user.click(screen.getByRole('button', { name: 'Refuse here' }));
    expect(screen.getByTestId('shown')).toHaveTextContent('Check the name first.');

    // A new answer wins over what the screen set itself.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId('shown')).toHaveTextContent('Use a company address.');
  });

  test("stays sending while the page's data is reloaded after the write, with the answer already handed over", async () => {
    let reloads = 0;
    const reload = deferred<null>();
    const onDone = vi.fn();
    const { user, load } = renderPage({
      answer: async () => done({ reference: 'BK-2' }),
      loader: async () => (reloads++ === 0 ? null : reload.promise),
      onDone,
    });
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('state')).toHaveTextContent('sending');

    await act(async () => reload.resolve(null));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('done'));
  });

  test('an answer that leaves goes to its page with history state, and the page left is not reloaded', async () => {
    const onDone = vi.fn();
    const { user, load } = renderPage({
      answer: async () => done({ reference: 'BK-3' }, { to: '/elsewhere', state: { notice: 'Sent.' } }),
      onDone,
    });
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/elsewhere {"notice":"Sent."}');
    expect(onDone).toHaveBeenCalledExactlyOnceWith({ reference: 'BK-3' });
    expect(load).toHaveBeenCalledOnce();
  });
});

describe('the helpers', () => {
  test('leavesPage is true only for a done answer that leaves', () => {
    expect(leavesPage(done(null, { to: '/Login' }))).toBe(true);
    expect(leavesPage(done(null))).toBe(false);
    expect(leavesPage(failed('No.'))).toBe(false);
    expect(leavesPage(undefined)).toBe(false);
    expect(leavesPage({ status: 'done', leave: undefined })).toBe(false);
  });

  test("unplacedMessage speaks only when no field carries the refusal's messages", () => {
    expect(unplacedMessage(failed('Try again later.'))).toBe('Try again later.');
    expect(unplacedMessage(failed('Check the e-mail.', [{ path: 'email', message: 'Not valid' }]))).toBeUndefined();
    expect(unplacedMessage(undefined)).toBeUndefined();
  });
});
