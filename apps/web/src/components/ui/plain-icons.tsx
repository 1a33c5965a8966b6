import type { ReactElement } from 'react';

/**
 * The public shell's icons, drawn here as simple strokes (decision 044): MUI's icon components
 * would bring MUI's styling engine into every reporter's page for a dozen glyphs. Always
 * decorative (`aria-hidden`): the control they sit in carries the name.
 */
type IconProps = { className?: string };

function icon(paths: ReactElement, className = 'at-icon') {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths}
    </svg>
  );
}

export function GlobeIcon({ className }: IconProps) {
  return icon(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </>,
    className,
  );
}

export function MoonIcon({ className }: IconProps) {
  return icon(<path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />, className);
}

export function SunIcon({ className }: IconProps) {
  return icon(
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>,
    className,
  );
}

export function SignInIcon({ className }: IconProps) {
  return icon(<path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l4-4-4-4M14 12H4" />, className);
}

export function PersonIcon({ className }: IconProps) {
  return icon(
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>,
    className,
  );
}

export function SwapIcon({ className }: IconProps) {
  return icon(<path d="M7 4 3 8l4 4M3 8h14M17 12l4 4-4 4M21 16H7" />, className);
}

export function MenuIcon({ className }: IconProps) {
  return icon(<path d="M4 6h16M4 12h16M4 18h16" />, className);
}

export function WriteIcon({ className }: IconProps) {
  return icon(<path d="M4 6h9M4 11h6M4 16h4M18.5 7.5l2 2L13 17l-3 1 1-3z" />, className);
}

export function SearchIcon({ className }: IconProps) {
  return icon(
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L20 20" />
    </>,
    className,
  );
}

export function NewTabIcon({ className }: IconProps) {
  return icon(<path d="M18 13v5a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h5M15 4h5v5M10 14L20 4" />, className);
}

export function WifiIcon({ className }: IconProps) {
  return icon(<path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01" />, className);
}

export function WifiOffIcon({ className }: IconProps) {
  return icon(
    <path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01M3 3l18 18" />,
    className,
  );
}

export function CloudOffIcon({ className }: IconProps) {
  return icon(<path d="M7 18h10a4 4 0 0 0 .8-7.9A6 6 0 0 0 6.3 9.1 4.5 4.5 0 0 0 7 18zM3 3l18 18" />, className);
}
