import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  layout('components/layout/site-layout.tsx', [
    index('routes/site/home.tsx', { id: 'index' }),
    route('home', 'routes/site/home.tsx'),
    route('about', 'routes/site/about.tsx'),
    route('contact', 'routes/site/contact.tsx'),
    // Where the contact forms land when posted without scripts (ADR 019).
    route('contact/message-sent', 'routes/site/contact-sent.tsx', { id: 'contact-message-sent' }),
    route('contact/application-sent', 'routes/site/contact-sent.tsx', { id: 'contact-application-sent' }),
    route('services', 'routes/site/services/services-layout.tsx', [
      route('YardManagement', 'routes/site/services/yard-management.tsx'),
      route('parking', 'routes/site/services/parking.tsx'),
      route('trailer-care', 'routes/site/services/trailer-care.tsx'),
      route('truck-Mechanic', 'routes/site/services/truck-mechanic.tsx'),
      route('mobile-wash', 'routes/site/services/mobile-wash.tsx'),
    ]),
    // As in the original route table, the location outlet also serves two service pages; their canonical address is under /services.
    route('location', 'routes/site/location/location-layout.tsx', [
      route('mavid', 'routes/site/location/mavid.tsx'),
      route('derry', 'routes/site/location/derry.tsx'),
      route('lake', 'routes/site/location/lake.tsx'),
      route('dean', 'routes/site/location/dean.tsx'),
      route('mobile-wash', 'routes/site/services/mobile-wash.tsx', { id: 'location-mobile-wash' }),
      route('YardManagement', 'routes/site/services/yard-management.tsx', { id: 'location-yard-management' }),
    ]),
    route('request', 'routes/booking/request.tsx'),
    // The applicant's private status page: client-only, never prerendered, noindex.
    route('status/:token', 'routes/booking/application-status.tsx'),
    route('Login', 'routes/admin/login.tsx'),
    route('ForgetPassword', 'routes/admin/forget-password.tsx'),
    route('*', 'routes/site/not-found.tsx'),
  ]),
  // The guarded admin area (client-only: the server answers these paths with the SPA shell).
  layout('routes/admin/admin-layout.tsx', [
    route('Dashboard', 'routes/admin/dashboard.tsx', [
      index('routes/admin/dashboard-index.tsx'),
      route('AllApplication', 'routes/admin/all-applications.tsx'),
      route('NeedsAttention', 'routes/admin/needs-attention.tsx'),
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
