/// <reference types="mocha" />
/** Rule node forms against the real server, part 3 of 4 of the batches (see node-forms-suite.ts). */
import { describeNodeForms } from './node-forms-suite';

describeNodeForms(3, 4);
