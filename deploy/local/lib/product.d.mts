// Types of product.mjs for the TypeScript tests that use it (the runner itself is plain JS).
import type { ChildSpec } from './supervisor.mjs';

export const NODE_FLAGS: readonly string[];
export const GATEWAY_ENTRY: string;
export const SUPERGRAPH_FILE: string;
export function serviceEntry(name: string): string;
export function productServices(root: string): Promise<{ name: string; defaultPort: number }[]>;
export function missingBuildFiles(root: string, services: { name: string }[]): string[];
export function productEnv(options: {
  infraEnv: Record<string, string>;
  callerEnv: NodeJS.ProcessEnv;
  jwtSecret: string;
  internalSecret: string;
  publicUrl: string;
  outboxDir: string;
}): Record<string, string | undefined>;
export function productProcesses(options: {
  root: string;
  services: { name: string; port: number }[];
  gatewayPort: number;
  env: Record<string, string | undefined>;
  logDir: string;
  echoStderr?: boolean;
}): { services: ChildSpec[]; gateway: ChildSpec };
