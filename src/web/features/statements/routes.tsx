import { StatementScreen } from './components/statement-screen';

/** /opstmt: the operating statement (spec §2). */
export function OpstmtPage() {
  return <StatementScreen screen="opstmt" />;
}
/** /asset: assets and liabilities, with the tally check. */
export function AssetPage() {
  return <StatementScreen screen="assetnliabs" />;
}
/** /oca-ocl: other current and non-current assets and liabilities. */
export function OcaOclPage() {
  return <StatementScreen screen="ocaocl" />;
}
/** /ratios: read-only ratios. */
export function RatiosPage() {
  return <StatementScreen screen="ratios" />;
}
/** /wctlassmt: the working-capital and term-loan assessment. */
export function WctlPage() {
  return <StatementScreen screen="wctl" />;
}
/** /kfi: key financial indicators, with Finish. */
export function KfiPage() {
  return <StatementScreen screen="kfi" />;
}
