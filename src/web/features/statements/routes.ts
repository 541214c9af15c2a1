/** The six analysis screens' route component: the router shows it for each screen of the screen table (lib/paths.ts). */
export { StatementScreen } from './components/statement-screen';
