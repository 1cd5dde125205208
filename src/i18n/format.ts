/** Fills `{name}` placeholders of a translated string. Unknown placeholders stay visible, never silently empty. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * Splits a translated sentence around one placeholder, so a link can sit inside it in the
 * word order of each language: `I accept the {terms}.` → [`I accept the `, `.`].
 */
export function splitAround(template: string, name: string): [before: string, after: string] {
  const marker = `{${name}}`;
  const at = template.indexOf(marker);
  if (at < 0) return [template, ''];
  return [template.slice(0, at), template.slice(at + marker.length)];
}
