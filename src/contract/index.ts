export * from './amounts';
export * from './analysis';
export * from './auth';
export * from './constants';
export * from './contact';
export * from './errors';
export * from './fixture';
export * from './text';
