/**
 * What other features use of home: the create dialog ("Explore Insights" on the landing page), and the
 * entry-unit dialog (convert or relabel the figures) for the screens' header strip.
 */
export { ExploreInsightsModal } from './explore-insights-modal';
export { EntryUnitDialog } from './entry-unit-dialog';
