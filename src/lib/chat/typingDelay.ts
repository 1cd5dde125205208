/** How long the typing indicator shows before a reply of this length (spec §9): 800 ms + 30 ms per character, kept between 1.2 s and 3.5 s. */
export function typingDelayMs(replyLength: number): number {
  return Math.max(1200, Math.min(3500, 800 + 30 * replyLength));
}
