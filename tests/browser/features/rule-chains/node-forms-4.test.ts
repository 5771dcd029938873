/// <reference types="mocha" />
/** Rule node forms against the real server, part 4 of 4 of the batches (see node-forms-suite.ts). */
import { describeNodeForms } from './node-forms-suite';

describeNodeForms(4, 4);
