import { ADMIN_API, type ApplicationDetails } from '../../../../domain/admin.schema.ts';
import { SAMPLE_ADMIN, createApplicationDetails } from '../../../../tests/factories/api-replies.factory.ts';
import { stubAdminApi, type StubHandler } from './admin-fetch-stub.ts';

/**
 * The API behind application 42's details page: the signed-in admin, the application (`details`
 * over the factory's), the statistics, and `extra` calls. `reloadAs` changes what the next load
 * of the application answers, as a write would.
 */
export function stubDetailsPage(details: Partial<ApplicationDetails>, extra: Record<string, StubHandler> = {}) {
  let reply = createApplicationDetails(details);
  const stubbed = stubAdminApi({
    [`GET ${ADMIN_API.me}`]: { status: 200, body: SAMPLE_ADMIN },
    [`GET ${ADMIN_API.byId(42)}`]: () => ({ status: 200, body: reply }),
    [`GET ${ADMIN_API.statistics}`]: { status: 200, body: { count: 1 } },
    ...extra,
  });
  return { ...stubbed, reloadAs: (next: Partial<ApplicationDetails>) => (reply = createApplicationDetails(next)) };
}

/** jsdom's <dialog> has no showModal or close: these open and close it as a browser does, minus the modality. */
export function standInForDialogs(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
