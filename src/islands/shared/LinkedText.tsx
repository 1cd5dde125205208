import { splitAround } from '../../i18n/format.ts';

/** A translated sentence with one link inside it, wherever the language puts the placeholder. */
export function LinkedText({ template, placeholder, href, linkText }: { template: string; placeholder: string; href: string; linkText: string }) {
  const [before, after] = splitAround(template, placeholder);
  return (
    <>
      {before}
      <a href={href}>{linkText}</a>
      {after}
    </>
  );
}
