import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  layout('components/layout/site-layout.tsx', [
    index('routes/site/home.tsx', { id: 'index' }),
    route('home', 'routes/site/home.tsx'),
    route('request', 'routes/booking/request.tsx'),
    route('Login', 'routes/admin/login.tsx'),
    route('ForgetPassword', 'routes/admin/forget-password.tsx'),
    route('*', 'routes/site/not-found.tsx'),
  ]),
  // The guarded admin area (client-only: the server answers these paths with the SPA shell).
  layout('routes/admin/admin-layout.tsx', [
    route('Dashboard', 'routes/admin/dashboard.tsx', [
      index('routes/admin/dashboard-index.tsx'),
      route('AllApplication', 'routes/admin/all-applications.tsx'),
      route('AcceptRequests', 'routes/admin/accepted-requests.tsx'),
      route('CanceledRequests', 'routes/admin/rejected-requests.tsx'),
      route('settingEmail', 'routes/admin/change-password.tsx'),
      route('security', 'routes/admin/two-factor.tsx'),
    ]),
    route('ReqestInformation/:id', 'routes/admin/request-information.tsx'),
  ]),
] satisfies RouteConfig;
