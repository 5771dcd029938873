/// <reference types="mocha" />
/** Rule node forms against the real server, part 1 of 4 of the batches (see node-forms-suite.ts). */
import { describeNodeForms } from './node-forms-suite';

describeNodeForms(1, 4);
