/**
 * Every key this site writes to browser storage, in one place (spec §3 "Browser storage").
 * The cookie policy page lists exactly these.
 */
export const storageKeys = {
  cookieConsent: 'cookie_consent',
  cookieConsentTimestamp: 'cookie_consent_timestamp',
  gaClientId: 'ga_client_id',
  preferredLanguage: 'preferred-language',
  adminToken: 'admin_token',
  /** sessionStorage: quiz answers and gate fields, so a reload never loses them. */
  quizProgress: 'emberwell.quiz-progress',
  /** localStorage: set once the visitor closed the chat, which hides the launcher's badge for good. */
  chatBadgeDismissed: 'emberwell.chat-badge-dismissed',
  /** sessionStorage: the open conversation, so moving between pages keeps it. */
  chatConversation: 'emberwell.chat-conversation',
  /** localStorage: the visitor's private journal entries (mental wellness journal page). */
  wellnessJournal: 'emberwell.wellness-journal',
} as const;
