/**
 * The admin screens' addresses (spec §2 route table, its spellings kept: existing bookmarks and
 * e-mails point at them). The server serves them the SPA shell (CLIENT_ONLY_ROUTE_PREFIXES).
 */
export const ADMIN_PATHS = {
  login: '/Login',
  forgotPassword: '/ForgetPassword',
  dashboard: '/Dashboard',
  allApplications: '/Dashboard/AllApplication',
  acceptedRequests: '/Dashboard/AcceptRequests',
  rejectedRequests: '/Dashboard/CanceledRequests',
  changePassword: '/Dashboard/settingEmail',
  twoFactor: '/Dashboard/security',
  details: (id: number | string) => `/ReqestInformation/${id}`,
  /** Where logout lands (spec §2). */
  afterLogout: '/home',
} as const;
