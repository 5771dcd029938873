/**
 * Script test dialog rules without React: sample inputs, the form
 * checks (message type required, metadata required, body valid JSON) and the output pretty-print (indent 4).
 */
import { jsonParseError } from '../code-editor/json-format';

/** Indent of the pretty-printed output (4 in script test). */
export const SCRIPT_TEST_INDENT = 4;

/** What a test run sends: the function body, the message as JSON text, the metadata map and the message type. */
export interface ScriptTestInput {
  script: string;
  msg: string;
  metadata: Record<string, string>;
  msgType: string;
}

/** The server's answer (`POST /api/ruleChain/testScript`): output text, or a non-empty error. */
export interface ScriptTestResult {
  output: string;
  error: string;
}

/** Sample message used when the caller has none (a typical telemetry message). */
export const SAMPLE_MSG = { temperature: 22.4, humidity: 78 };
/** Sample message type. */
export const SAMPLE_MSG_TYPE = 'POST_TELEMETRY_REQUEST';

/** Sample metadata: the keys a device message carries. */
export function sampleMetadata(now: number = Date.now()): Record<string, string> {
  return { deviceName: 'Test Device', deviceType: 'default', ts: String(now) };
}

/** Which inputs fail the form rules. */
export interface ScriptTestErrors {
  msgType: boolean;
  metadata: boolean;
  msg: string | null;
}

/** Form rules: message type required, metadata required (at least one complete entry), body valid JSON. */
export function checkInputs(
  msgType: string | null,
  metadataValid: boolean,
  metadata: Record<string, string>,
  msg: string,
): ScriptTestErrors {
  return {
    msgType: !msgType || msgType.trim() === '',
    metadata: !metadataValid || Object.keys(metadata).length === 0,
    msg: msg.trim() === '' ? 'required' : jsonParseError(msg),
  };
}

/** True when no rule failed. */
export function inputsValid(e: ScriptTestErrors): boolean {
  return !e.msgType && !e.metadata && e.msg === null;
}

/** The output pretty-printed with indent 4 when it is JSON, else as it came. */
export function prettyOutput(output: string): string {
  try {
    return JSON.stringify(JSON.parse(output), null, SCRIPT_TEST_INDENT);
  } catch {
    return output;
  }
}
