import type { AnalysisSummary } from '../../../contract';
import { countOf } from './plural';
import { UNIT_LABELS } from '../../../contract/constants';
import { buttonGhost, buttonPrimary, card } from '../../components/ui';

const updatedFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** "12 Mar 2025, 4:05 pm", or the raw text if the server sent something unparseable. */
function formatUpdated(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : updatedFormat.format(d);
}

interface AnalysisCardProps {
  analysis: AnalysisSummary;
  isOpen: boolean;
  onOpen: () => void;
  onExport: (format: 'json' | 'xlsx') => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One analysis on /home: what it covers, when it changed, and what can be done with it. */
export function AnalysisCard({ analysis: a, isOpen, onOpen, onExport, onEdit, onDelete }: AnalysisCardProps) {
  const companies = countOf(a.num_companies, 'company', 'companies');
  return (
    <li className={`${card} flex min-w-0 flex-col p-5 ${isOpen ? 'ring-2 ring-newBlue-500/60' : ''}`} data-testid="analysis-card">
      <div className="flex items-start justify-between gap-3">
        {/* A long name wraps (even inside one long word) up to three lines; the full name is on hover. */}
        <h3 className="min-w-0 font-franklin text-lg leading-snug font-semibold" title={a.name}>
          <button type="button" onClick={onOpen} className="line-clamp-3 text-left [overflow-wrap:anywhere] hover:text-newBlue-600 dark:hover:text-sky-400">
            {a.name}
          </button>
        </h3>
        <span className="shrink-0 rounded-full bg-newBlue-50 px-2.5 py-0.5 text-xs font-semibold text-newBlue-700 tabular-nums-fixed dark:bg-newBlue-950 dark:text-sky-300">
          {a.year}
        </span>
      </div>
      <p className="mt-2 line-clamp-2 text-sm text-gray-600 [overflow-wrap:anywhere] dark:text-gray-300" title={a.company_names.join(', ')}>
        {a.company_names.join(' · ')}
      </p>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-xs">
        <div>
          <dt className="text-gray-500 dark:text-gray-400">Companies</dt>
          <dd className="mt-0.5 font-medium">{companies}</dd>
        </div>
        <div>
          <dt className="text-gray-500 dark:text-gray-400">Unit</dt>
          <dd className="mt-0.5 font-medium">{UNIT_LABELS[a.unit]}</dd>
        </div>
        <div>
          <dt className="text-gray-500 dark:text-gray-400">Last updated</dt>
          <dd className="mt-0.5 font-medium">{formatUpdated(a.updated_at)}</dd>
        </div>
      </dl>
      <div className="mt-5 flex flex-wrap items-center gap-1 border-t border-gray-100 pt-4 dark:border-gray-800">
        <button type="button" className={`${buttonPrimary} mr-auto`} onClick={onOpen}>
          {isOpen ? 'Continue' : 'Open'}
        </button>
        <button type="button" className={`${buttonGhost} px-2.5`} onClick={onEdit} aria-label={`Rename or reorder ${a.name}`}>
          Rename
        </button>
        <button type="button" className={`${buttonGhost} px-2.5`} onClick={() => onExport('json')} aria-label={`Export ${a.name} as JSON`}>
          JSON
        </button>
        <button type="button" className={`${buttonGhost} px-2.5`} onClick={() => onExport('xlsx')} aria-label={`Export ${a.name} as Excel`}>
          xlsx
        </button>
        <button
          type="button"
          className={`${buttonGhost} px-2.5 text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40`}
          onClick={onDelete}
          aria-label={`Delete ${a.name}`}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
