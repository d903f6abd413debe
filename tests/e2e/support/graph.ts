import { startFakeGraph, type FakeGraph } from '../../support/fake-graph';
import { startFakeProvider, type FakeProvider } from '../../support/fake-provider';

/** The port playwright.config.ts gives the server as FACEBOOK_GRAPH_URL. */
export const GRAPH_PORT = Number(process.env.E2E_PORT ?? 4799) + 30;

export const startGraph = (names: Record<string, string> = {}): Promise<FakeGraph> => startFakeGraph(names, GRAPH_PORT);

/** The port playwright.config.ts gives the server as PROVIDER_API_URL. */
export const PROVIDER_PORT = Number(process.env.E2E_PORT ?? 4799) + 31;

export const startProvider = (): Promise<FakeProvider> => startFakeProvider(PROVIDER_PORT);
