/** What other features use of home: the create dialog ("Explore Insights" on the landing page). */
export { ExploreInsightsModal } from './explore-insights-modal';
