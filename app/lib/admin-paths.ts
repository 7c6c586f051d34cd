import { href } from 'react-router';
import type { ContactMessageKind } from '../../domain/contact-admin.schema.ts';

/**
 * The admin screens' addresses (the original site's paths, their spellings kept: existing
 * bookmarks and e-mails point at them), built with React Router's typed `href()`: a path that is not in
 * app/routes.ts, or a missing parameter, fails the typecheck. The server serves them the SPA shell
 * (CLIENT_ONLY_ROUTE_PREFIXES, checked against app/routes.ts by tests/integration/route-table.test.ts).
 */
export const ADMIN_PATHS = {
  login: href('/Login'),
  forgotPassword: href('/ForgetPassword'),
  dashboard: href('/Dashboard'),
  allApplications: href('/Dashboard/AllApplication'),
  /** Corrections received, certificates of insurance expiring or expired. */
  needsAttention: href('/Dashboard/NeedsAttention'),
  /** Each yard's capacity, rates and free spaces. */
  yards: href('/Dashboard/Yards'),
  /** Each yard's use week by week, as a chart and a table. */
  occupancy: href('/Dashboard/Occupancy'),
  /** The yard screen: whether a customer's access code opens a yard today. */
  gate: href('/Dashboard/Gate'),
  acceptedRequests: href('/Dashboard/AcceptRequests'),
  rejectedRequests: href('/Dashboard/CanceledRequests'),
  changePassword: href('/Dashboard/settingEmail'),
  twoFactor: href('/Dashboard/security'),
  messages: href('/Dashboard/Messages'),
  message: (kind: ContactMessageKind, id: number | string) =>
    href('/Dashboard/Messages/:kind/:id', { kind, id: String(id) }),
  details: (id: number | string) => href('/ReqestInformation/:id', { id: String(id) }),
  /** Where logout lands, as on the original site. */
  afterLogout: href('/home'),
} as const;
