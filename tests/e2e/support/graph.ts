import { startFakeGraph, type FakeGraph } from '../../support/fake-graph';
import { startFakeProvider, type FakeProvider } from '../../support/fake-provider';
import { e2eServer } from './e2e-server';

/** On the port the worker's server has as FACEBOOK_GRAPH_URL (e2e-server.ts). */
export const startGraph = (names: Record<string, string> = {}): Promise<FakeGraph> => startFakeGraph(names, e2eServer().port + 30);

/** On the port the worker's server has as PROVIDER_API_URL. */
export const startProvider = (): Promise<FakeProvider> => startFakeProvider(e2eServer().port + 31);
