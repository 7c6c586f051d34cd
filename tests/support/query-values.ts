import type { KyselyPlugin, OperationNode } from 'kysely';
import type { DatabaseHandle } from '../../server/db/connect.ts';

/**
 * For createTestApp's `wrapDatabase`: every value a query sends as a parameter, as the query was
 * built (nested `sql` fragments included), so a test can tell what the database was asked for
 * when the answer alone cannot show it.
 */
export function recordQueryValues() {
  const values: unknown[] = [];
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      collect(node, values);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return {
    wrapDatabase: (handle: DatabaseHandle): DatabaseHandle => ({ ...handle, db: handle.db.withPlugin(plugin) }),
    values,
  };
}

function collect(node: unknown, values: unknown[]): void {
  if (Array.isArray(node)) {
    for (const item of node) collect(item, values);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const operation = node as OperationNode & { value?: unknown; values?: unknown[] };
  if (operation.kind === 'ValueNode') values.push(operation.value);
  else if (operation.kind === 'PrimitiveValueListNode') values.push(...(operation.values ?? []));
  for (const child of Object.values(node)) collect(child, values);
}
