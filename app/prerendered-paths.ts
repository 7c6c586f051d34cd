/** Public pages built to static HTML. The public-site work extends this from the site content. */
export const PRERENDERED_PATHS: string[] = ['/', '/home', '/request'];
