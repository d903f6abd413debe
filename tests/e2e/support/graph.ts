import { startFakeGraph, type FakeGraph } from '../../support/fake-graph';

/** The port playwright.config.ts gives the server as FACEBOOK_GRAPH_URL. */
export const GRAPH_PORT = Number(process.env.E2E_PORT ?? 4799) + 30;

export const startGraph = (names: Record<string, string> = {}): Promise<FakeGraph> => startFakeGraph(names, GRAPH_PORT);
