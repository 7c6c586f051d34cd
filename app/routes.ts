import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  layout('components/layout/site-layout.tsx', [
    index('routes/site/home.tsx', { id: 'index' }),
    route('home', 'routes/site/home.tsx'),
    route('request', 'routes/booking/request.tsx'),
    route('*', 'routes/site/not-found.tsx'),
  ]),
] satisfies RouteConfig;
