/** The CreditGrid mark: a ledger grid with rising bars, the product in one glyph. */
export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} role="img" aria-label="CreditGrid mark">
      <rect width="32" height="32" rx="7" className="fill-newBlue-700 dark:fill-newBlue-500" />
      <path d="M8 22V10M8 22h16" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" fill="none" />
      <rect x="11" y="15" width="3.5" height="5" rx="1" fill="#7dd3fc" />
      <rect x="16" y="12" width="3.5" height="8" rx="1" fill="#c4b5fd" />
      <rect x="21" y="9" width="3.5" height="11" rx="1" fill="#86efac" />
    </svg>
  );
}

/** The wordmark: mark plus "CreditGrid" set in Oswald. */
export function LogoWordmark({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <LogoMark />
      <span className="font-oswald text-xl font-medium tracking-wide text-ink-blue dark:text-white">
        Credit<span className="text-newBlue-600 dark:text-sky-400">Grid</span>
      </span>
    </span>
  );
}

/** The second logo of the top bar (spec §2): a small "CMA" seal for the bank-format analysis. */
export function CmaSeal({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} role="img" aria-label="CMA format">
      <circle cx="16" cy="16" r="14.5" fill="none" strokeWidth="2" className="stroke-steel-blue dark:stroke-sky-400" />
      <circle cx="16" cy="16" r="11" fill="none" strokeWidth="0.75" strokeDasharray="1.5 1.5" className="stroke-steel-blue dark:stroke-sky-400" />
      <text x="16" y="19.5" textAnchor="middle" fontSize="8.5" fontWeight="700" fontFamily="Oswald, sans-serif" className="fill-steel-blue dark:fill-sky-300">
        CMA
      </text>
    </svg>
  );
}
