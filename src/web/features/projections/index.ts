export { AssumptionsPage } from './assumptions-page';
