// Present so that Turbopack does not take the product's instrumentation.ts from the root.
export function register(): void {}
