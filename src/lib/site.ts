/**
 * The product's fixed facts, kept in one place. The origin comes from Netlify's `URL`
 * variable in production and falls back to the local address `npm start` serves.
 */
export const siteConfig = {
  name: 'Emberwell',
  /** Launch of the digital wellness planner: 18 December 2025, 00:00 in the visitor's local time. */
  launch: { year: 2025, monthIndex: 11, day: 18 },
  shopUrl: 'https://shop.emberwell.app',
  themeColor: '#FF9B42',
  localOrigin: 'http://localhost:8888',
} as const;

/**
 * The operator named on the legal pages. TO FILL BEFORE LAUNCH: set OPERATOR_NAME,
 * OPERATOR_ADDRESS and OPERATOR_EMAIL at build time (Netlify's environment variables).
 * Until they are set, the legal pages say in the visitor's language that these details
 * will be published before launch, instead of showing an invented company.
 */
export interface Operator {
  legalName: string;
  address: string;
  email?: string;
}

export function operator(env: Record<string, string | undefined> = readEnv()): Operator | undefined {
  const legalName = env['OPERATOR_NAME']?.trim();
  const address = env['OPERATOR_ADDRESS']?.trim();
  const email = env['OPERATOR_EMAIL']?.trim();
  if (!legalName || !address) return undefined;
  return { legalName, address, ...(email ? { email } : {}) };
}

/** The public origin without a trailing slash, e.g. `https://emberwell.netlify.app`. */
export function siteOrigin(env: Record<string, string | undefined> = readEnv()): string {
  const configured = env['SITE_URL'] ?? env['URL'];
  return (configured && configured.length > 0 ? configured : siteConfig.localOrigin).replace(/\/+$/, '');
}

function readEnv(): Record<string, string | undefined> {
  return typeof process === 'undefined' ? {} : process.env;
}
