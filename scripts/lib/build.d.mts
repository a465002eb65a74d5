export const root: string;
export const standaloneServer: string;
export function needsBuild(): boolean;
export function build(): void;
export function layOutStandalone(): void;
export function buildIfNeeded(): void;
export function serverEnv(overrides?: Record<string, string>): NodeJS.ProcessEnv;
export const gateDir: string;
export function serverArgs(): string[];
