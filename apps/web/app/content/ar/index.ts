/** The Arabic twins of the marketing pages' content (each module typed from its English one in ..). */
export * from './core-services';
export * from './industries';
export * from './pages';
export * from './stats';
export * from './talent';
export * from './values';
