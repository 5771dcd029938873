/** `POST /api/ruleChain/testScript` semantics: inputs, per-scriptType output text, errors. */
import { badRequest } from '../http/errors.js';
import { isJsonObject } from '../http/body.js';
import { optString, type Json } from '../http/validate.js';
import { runFunction, type SandboxLimits, DEFAULT_LIMITS } from './sandbox.js';

const SCRIPT_TYPES = ['update', 'generate', 'filter', 'switch', 'json', 'string'] as const;

/** `{output, error}` as TB answers (HTTP 200 either way). */
export interface TestScriptResult {
  output: string;
  error: string;
}

/** Jackson's JsonNodeType name of a value (TB's "Wrong result type: <type>" messages). */
function nodeType(value: unknown): string {
  if (value === undefined) return 'MISSING';
  if (value === null) return 'NULL';
  if (Array.isArray(value)) return 'ARRAY';
  return (
    ({ string: 'STRING', number: 'NUMBER', boolean: 'BOOLEAN' } as Record<string, string>)[typeof value] ?? 'OBJECT'
  );
}

function unbind(value: unknown, msg: unknown, metadata: unknown, msgType: string): Record<string, unknown> {
  if (!isJsonObject(value)) throw new Error(`Wrong result type: ${nodeType(value)}`);
  return {
    msg: 'msg' in value ? value['msg'] : msg,
    metadata: 'metadata' in value ? value['metadata'] : metadata,
    msgType: 'msgType' in value ? value['msgType'] : msgType,
  };
}

function format(
  scriptType: (typeof SCRIPT_TYPES)[number],
  value: unknown,
  msg: unknown,
  metadata: unknown,
  msgType: string,
): string {
  switch (scriptType) {
    case 'update':
    case 'generate':
      if (Array.isArray(value)) return JSON.stringify(value.map((v) => unbind(v, msg, metadata, msgType)));
      return JSON.stringify(unbind(value, msg, metadata, msgType));
    case 'filter':
      if (typeof value !== 'boolean') throw new Error(`Wrong result type: ${nodeType(value)}`);
      return String(value);
    case 'switch':
      if (typeof value === 'string') return JSON.stringify([value]);
      if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return JSON.stringify(value);
      throw new Error(`Wrong result type: ${nodeType(value)}`);
    case 'json':
      return JSON.stringify(value ?? null);
    case 'string':
      return typeof value === 'string' ? value : JSON.stringify(value ?? null);
  }
}

/** Runs a test-script request. @throws 400/31 for a body that is not a test-script request. */
export async function testScript(body: Json, limits: SandboxLimits = DEFAULT_LIMITS): Promise<TestScriptResult> {
  const script = optString(body, 'script') ?? '';
  const scriptTypeRaw = optString(body, 'scriptType') ?? 'update';
  const scriptType = SCRIPT_TYPES.find((t) => t === scriptTypeRaw);
  if (!scriptType) throw badRequest(`Unsupported script type: ${scriptTypeRaw}`);
  const argNamesRaw = body['argNames'] ?? ['msg', 'metadata', 'msgType'];
  if (!Array.isArray(argNamesRaw) || argNamesRaw.some((a) => typeof a !== 'string'))
    throw badRequest('Invalid request body');
  const argNames = argNamesRaw as string[];
  const msgType = optString(body, 'msgType') ?? '';
  const metadata = isJsonObject(body['metadata']) ? body['metadata'] : {};
  let msg: unknown;
  try {
    const raw = body['msg'];
    msg = typeof raw === 'string' ? JSON.parse(raw) : (raw ?? {});
  } catch (err) {
    return { output: '', error: `Invalid message JSON: ${err instanceof Error ? err.message : String(err)}` };
  }
  const result = await runFunction(script, argNames, [msg, metadata, msgType].slice(0, argNames.length), limits);
  if (!result.ok) return { output: '', error: result.error };
  try {
    const value: unknown = result.json === undefined ? undefined : JSON.parse(result.json);
    return { output: format(scriptType, value, msg, metadata, msgType), error: '' };
  } catch (err) {
    return { output: '', error: err instanceof Error ? err.message : String(err) };
  }
}
