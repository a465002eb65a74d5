// node --import ./zsai-gate/install-request-gate.mjs server.js: the standalone portal's
// request gate (request-gate.mjs), installed before Next creates its server.
import { installRequestGate } from './request-gate.mjs';

installRequestGate(process.env);
