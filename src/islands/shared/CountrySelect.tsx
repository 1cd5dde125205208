import { errorProps } from './Field.tsx';

export interface CountryChoice {
  value: string;
  name: string;
}

/** The nine countries, named in the page's language (names are computed at build). */
export function CountrySelect({ id, value, choices, placeholder, error, onChange }: {
  id: string;
  /** Omit to leave the select uncontrolled (the waitlist reads it from the form). */
  value?: string;
  choices: readonly CountryChoice[];
  placeholder: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <select id={id} name="country" {...(value === undefined ? { defaultValue: '' } : { value })} onChange={(event) => onChange(event.target.value)} autoComplete="country-name" {...errorProps(id, error)}>
      <option value="">{placeholder}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.name}
        </option>
      ))}
    </select>
  );
}
