import createMiddleware from 'next-intl/middleware';
import { routing } from '@/lib/i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Everything but API routes, framework internals and files with an extension
  // (llms.txt, sitemap.xml, images...), which are served as they are.
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
