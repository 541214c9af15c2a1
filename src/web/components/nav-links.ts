/** The spec §2 navigation, shared by the top bar and the footer. */
export const NAV_LINKS: readonly { to: string; label: string }[] = [
  { to: '/home', label: 'Home' },
  { to: '/opstmt', label: 'Opstmt' },
  { to: '/asset', label: 'Asset & Liab' },
  { to: '/oca-ocl', label: 'OCA & OCL' },
  { to: '/ratios', label: 'Ratios' },
  { to: '/wctlassmt', label: 'WC TL ASSMT' },
  { to: '/kfi', label: 'KFI' },
];
