/** Fills `{name}` placeholders of a translated string. Unknown placeholders stay visible, never silently empty. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
