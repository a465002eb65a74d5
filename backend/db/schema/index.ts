// One file per domain; drizzle-kit and the client read them all through this index.
export * from './accounts';
export * from './portal';
export * from './enterprise';
export * from './enterprise-facts';
export * from './industry-chain';
export * from './product-catalog';
export * from './follows';
export * from './files';
export * from './dictionaries';
export * from './forms';
export * from './search';
export * from './derived';
export * from './relationships';
export * from './leads';
