/**
 * After Accept or Reject the admin returns to the list, as in the original, with this in the history state;
 * the list says what was done. History state, not the URL: a shared link carries no stale message.
 */
export type DecisionNotice = { reference: string; status: 'Accepted' | 'Rejected' };

export function decisionState(notice: DecisionNotice): { decision: DecisionNotice } {
  return { decision: notice };
}

export function readDecisionNotice(state: unknown): DecisionNotice | undefined {
  if (typeof state !== 'object' || state === null || !('decision' in state)) return undefined;
  const decision: unknown = state.decision;
  if (typeof decision !== 'object' || decision === null) return undefined;
  const { reference, status } = decision as Record<string, unknown>;
  if (typeof reference !== 'string' || (status !== 'Accepted' && status !== 'Rejected')) return undefined;
  return { reference, status };
}

/** Where "Back to the list" leads: the list the admin came from, else the review queue. */
export function readListOrigin(state: unknown, fallback: string): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from: unknown = state.from;
    if (typeof from === 'string' && from.startsWith('/Dashboard/')) return from;
  }
  return fallback;
}
