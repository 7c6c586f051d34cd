import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * The public pages, in English at their historical paths (`prefix` '') and in French under `fr/`
 * (docs/i18n.md). The French routes take ids of their own, as one file may serve several routes.
 */
function sitePages(prefix: '' | 'fr/'): RouteConfigEntry[] {
  const id = (english: string | undefined, file: string) =>
    prefix === '' ? english : `fr/${english ?? file.replace(/\.tsx$/, '')}`;
  const page = (path: string, file: string, englishId?: string, children?: RouteConfigEntry[]) => {
    const routeId = id(englishId, file);
    return route(prefix + path, file, routeId === undefined ? {} : { id: routeId }, children);
  };
  const child = (path: string, file: string, englishId?: string) => {
    const routeId = id(englishId, file);
    return route(path, file, routeId === undefined ? {} : { id: routeId });
  };
  return [
    prefix === ''
      ? index('routes/site/home.tsx', { id: 'index' })
      : route('fr', 'routes/site/home.tsx', { id: 'fr/index' }),
    page('home', 'routes/site/home.tsx'),
    page('about', 'routes/site/about.tsx'),
    page('contact', 'routes/site/contact.tsx'),
    // Where the contact forms land when posted without scripts (ADR 019).
    page('contact/message-sent', 'routes/site/contact-sent.tsx', 'contact-message-sent'),
    page('contact/application-sent', 'routes/site/contact-sent.tsx', 'contact-application-sent'),
    page('services', 'routes/site/services/services-layout.tsx', undefined, [
      child('YardManagement', 'routes/site/services/yard-management.tsx'),
      child('parking', 'routes/site/services/parking.tsx'),
      child('trailer-care', 'routes/site/services/trailer-care.tsx'),
      child('truck-Mechanic', 'routes/site/services/truck-mechanic.tsx'),
      child('mobile-wash', 'routes/site/services/mobile-wash.tsx'),
    ]),
    // As in the original route table, the location outlet also serves two service pages; their canonical address is under /services.
    page('location', 'routes/site/location/location-layout.tsx', undefined, [
      child('mavid', 'routes/site/location/mavid.tsx'),
      child('derry', 'routes/site/location/derry.tsx'),
      child('lake', 'routes/site/location/lake.tsx'),
      child('dean', 'routes/site/location/dean.tsx'),
      child('mobile-wash', 'routes/site/services/mobile-wash.tsx', 'location-mobile-wash'),
      child('YardManagement', 'routes/site/services/yard-management.tsx', 'location-yard-management'),
    ]),
    page('request', 'routes/booking/request.tsx'),
    // The applicant's private status page: client-only, never prerendered, noindex.
    page('status/:token', 'routes/booking/application-status.tsx'),
    page('*', 'routes/site/not-found.tsx'),
  ];
}

export default [
  layout('components/layout/site-layout.tsx', [
    ...sitePages(''),
    ...sitePages('fr/'),
    route('Login', 'routes/admin/login.tsx'),
    route('ForgetPassword', 'routes/admin/forget-password.tsx'),
  ]),
  // The guarded admin area (client-only: the server answers these paths with the SPA shell).
  layout('routes/admin/admin-layout.tsx', [
    route('Dashboard', 'routes/admin/dashboard.tsx', [
      index('routes/admin/dashboard-index.tsx'),
      route('AllApplication', 'routes/admin/all-applications.tsx'),
      route('NeedsAttention', 'routes/admin/needs-attention.tsx'),
      route('Yards', 'routes/admin/yards.tsx'),
      route('Occupancy', 'routes/admin/occupancy.tsx'),
      route('Gate', 'routes/admin/gate.tsx'),
      route('AcceptRequests', 'routes/admin/accepted-requests.tsx'),
      route('CanceledRequests', 'routes/admin/rejected-requests.tsx'),
      route('settingEmail', 'routes/admin/change-password.tsx'),
      route('security', 'routes/admin/two-factor.tsx'),
      route('Messages', 'routes/admin/messages.tsx'),
      route('Messages/:kind/:id', 'routes/admin/message-details.tsx'),
    ]),
    route('ReqestInformation/:id', 'routes/admin/request-information.tsx'),
  ]),
] satisfies RouteConfig;
