import type { FullConfig } from '@playwright/test';

/**
 * Netlify's local runtime bundles each function on its first call, which can take many
 * seconds on a busy machine. One call to every API route before the journeys start keeps
 * that wait out of the tests' time limits. The answers do not matter (most are 405 or 401).
 * One at a time: bundling many functions at once on a small machine once left a function's
 * copied node_modules incomplete, and that function then failed for the rest of the run.
 */
const apiPaths = [
  '/api/health', '/api/region', '/api/language', '/api/seo/home', '/api/content', '/api/content/mission', '/api/burnout-questions',
  '/api/email-signup', '/api/burnout-quiz-results', '/api/contact', '/api/checkout', '/api/checkout/mode', '/api/checkout/webhook',
  '/api/orders/00000000-0000-4000-8000-000000000000', '/api/chatbot/status', '/api/chatbot/message', '/api/chatbot/analytics',
  '/api/chatbot/transcript', '/api/chatbot/feedback', '/api/admin/login', '/api/admin/logout', '/api/admin/check-auth',
  '/api/admin/overview', '/api/admin/lists/waitlist', '/api/admin/export/waitlist', '/api/admin/chat-sessions/warm-up-session',
  '/api/admin/erase', '/api/admin/chatbot',
];

export default async function warmUp(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) return;
  for (const path of apiPaths) {
    await fetch(new URL(path, baseURL))
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }
}
