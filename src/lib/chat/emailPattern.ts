/** Finds the first email address in a chat message ("sure, it's kim@example.org!"). */
export function extractEmail(message: string): string | undefined {
  const match = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/.exec(message);
  return match?.[0];
}
