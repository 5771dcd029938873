/**
 * Script checks through the server's quickjs sandbox (`POST /api/ruleChain/testScript`), never in the page:
 * - `validateScript`: the JS function editor's compile/run/return check. The body is wrapped so that "returned
 *   nothing" can be told from "returned null", and the error line is shifted back by the wrapper's one line;
 * - `runScriptTest`: the script test dialog's run, with the node's real script type;
 * - `debugInput`: the node's latest debug input, to prefill the test dialog as ThingsBoard does.
 */
import { getLatestRuleNodeDebugInput, parseScriptError, testScript } from '../../../api/rule-chains';
import type { JsFuncRun } from '../../../ui/js-func/js-func-check';
import {
  SAMPLE_MSG,
  SAMPLE_MSG_TYPE,
  sampleMetadata,
  type ScriptTestInput,
  type ScriptTestResult,
} from '../../../ui/script-test/script-test-model';
import type { ScriptField } from '../model/catalog';

/** Lines the wrapper adds above the user's body. */
const WRAP_LINES = 1;

function wrap(field: ScriptField, body: string): string {
  return `var __r = (function(${field.args.join(', ')}) {\n${body}\n}).apply(null, arguments);\nreturn __r === undefined ? {u: true} : {v: __r};`;
}

/** Run a function body with sample arguments and report what it returned (or its error). */
export async function validateScript(field: ScriptField, body: string): Promise<JsFuncRun> {
  const r = await testScript(
    {
      script: wrap(field, body),
      scriptType: 'json',
      argNames: field.args,
      msg: JSON.stringify(SAMPLE_MSG),
      metadata: sampleMetadata(),
      msgType: SAMPLE_MSG_TYPE,
    },
    { ignoreLoading: true },
  );
  if (r.error) {
    const e = parseScriptError(r.error);
    const line = e.lineNumber !== undefined ? e.lineNumber - WRAP_LINES : undefined;
    return {
      ok: false,
      error: {
        name: e.name,
        message: e.message,
        lineNumber: line && line >= 1 ? line : undefined,
        columnNumber: line && line >= 1 ? e.columnNumber : undefined,
      },
    };
  }
  let out: { u?: boolean; v?: unknown } = {};
  try {
    out = JSON.parse(r.output) as { u?: boolean; v?: unknown };
  } catch {
    /* a non-JSON answer: treat as a returned value */
  }
  if (out.u) return { ok: true, returned: false };
  return { ok: true, returned: true, value: out.v };
}

/** The script test dialog's run. */
export function runScriptTest(field: ScriptField, input: ScriptTestInput): Promise<ScriptTestResult> {
  return testScript({
    script: input.script,
    scriptType: field.scriptType,
    argNames: field.args,
    msg: input.msg,
    metadata: input.metadata,
    msgType: input.msgType,
  });
}

/** Message, metadata and type of the node's latest debug input, when it has one. */
export async function debugInput(
  ruleNodeId: string | null,
): Promise<{ msg?: unknown; metadata?: Record<string, string>; msgType?: string }> {
  if (!ruleNodeId) return {};
  try {
    const body = (await getLatestRuleNodeDebugInput(ruleNodeId, { ignoreErrors: true, ignoreLoading: true })) as
      Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object') return {};
    const parse = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);
    const out: { msg?: unknown; metadata?: Record<string, string>; msgType?: string } = {};
    if (body['data'] !== undefined) out.msg = parse(body['data']);
    if (body['metadata'] !== undefined) out.metadata = parse(body['metadata']) as Record<string, string>;
    if (typeof body['msgType'] === 'string') out.msgType = body['msgType'];
    return out;
  } catch {
    return {};
  }
}
