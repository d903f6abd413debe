// The customers files on one server per database, started once for all of them (tests/support/shared-server.ts).
import { closeSharedServers } from '../support/shared-server';
import './customers/customer-erase-merged';
import './customers/customer-erase';
import './customers/customer-merge';
import './customers/customers-search';
import './customers/customers';
import './customers/widget';
import './customers/report-csv';
import './customers/report-dashboard';

afterAll(closeSharedServers);
