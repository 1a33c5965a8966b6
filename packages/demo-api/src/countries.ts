/**
 * The country list of the contacts app: every region of the phone-number library's metadata
 * (iso code and calling code), named by `Intl.DisplayNames` in English, sorted by name.
 */
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { createRandom, hashText } from './random.ts';

export type Country = {
  id: string;
  /** Two-letter iso code, lower case as in the phone entries of the contacts. */
  iso: string;
  name: string;
  /** Dial code with a plus sign, e.g. `+34`. */
  code: string;
  /** The flag as an emoji (regional indicator letters): no sprite ships with the demo. */
  flag: string;
  /** Offset in a vertical sprite of 16 × 11 px flags in list order, kept for the spec's shape. */
  flagImagePos: string;
};

let cached: Country[] | undefined;

export function listCountries(): Country[] {
  if (!cached) {
    cached = buildCountries();
  }
  return cached.map((country) => ({ ...country }));
}

function buildCountries(): Country[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const countries = getCountries().map((iso) => ({
    id: createRandom(hashText(`country:${iso}`)).uuid(),
    iso: iso.toLowerCase(),
    name: names.of(iso) ?? iso,
    code: `+${getCountryCallingCode(iso)}`,
    flag: flagEmoji(iso),
    flagImagePos: '',
  }));
  countries.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return countries.map((country, index) => ({ ...country, flagImagePos: `0 -${index * 11}px` }));
}

function flagEmoji(iso: string): string {
  return String.fromCodePoint(...[...iso.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}
