import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Every asset is a file of its own: inlined data: URIs would bloat the HTML and the CSP.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Two shared chunks instead of ~20 tiny ones: on a slow mobile link each request costs a
        // round trip and its headers, and they compete with the page's largest image (the
        // Lighthouse figures are in bench/README.md).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie-es|@remix-run[\\/]route-pattern)[\\/]/,
            },
            { name: 'site', test: /app[\\/](components[\\/](layout|site|ui)|content|lib[\\/]structured-data)/ },
          ],
        },
      },
    },
  },
  // Prerendered HTML carries the build's year; the footer brings it up to date after hydration.
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
  // `npm run dev` (scripts/dev.mjs) runs the API server beside this dev server, on PORT.
  server: { proxy: { '/api': `http://127.0.0.1:${process.env.PORT || '3000'}` } },
});
