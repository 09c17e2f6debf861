/** The programme's mark: a globe meridian over a book, in the brand colours. */
export function Logo() {
  return (
    <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="#0b2a4a" />
      <ellipse cx="20" cy="20" rx="8" ry="15" fill="none" stroke="#fbfaf7" strokeWidth="1.6" />
      <path d="M5 20h30M8 12h24M8 28h24" stroke="#fbfaf7" strokeWidth="1.6" />
      <circle cx="31" cy="9" r="4" fill="#c41a35" />
    </svg>
  );
}
