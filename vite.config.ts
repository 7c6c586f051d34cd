import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Every asset is a file of its own: inlined data: URIs would bloat the HTML and the CSP.
  build: { assetsInlineLimit: 0 },
  // Prerendered HTML carries the build's year; the footer brings it up to date after hydration.
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
