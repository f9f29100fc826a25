import { getEnv, type IAnyStateTreeNode } from 'mobx-state-tree';
import type { RulesAccountPrivacy } from '../../config/types';
import { configOf } from '../kit/config';
import { neighboursOf } from '../kit/neighbours';
import type { ApiResult, StoreEnv } from '../env';

/** A flow whose refusals could tell a stranger whether an account exists (rules.json accountPrivacy). */
export type PrivacyFlow = keyof RulesAccountPrivacy;

/**
 * The neutral text of each flow (engine message ids; each brand words them in its packs). The reset
 * request has none of its own: it goes on as for an account, with that flow's usual text.
 */
export const NEUTRAL_TEXTS = Object.freeze({
  signIn: 'auth.signIn.failed',
  resetCode: 'auth.reset.codeInvalid',
  signUp: 'auth.signUp.notCreated',
});

/**
 * True when the platform refused with a code of this flow's list (rules.json accountPrivacy): the
 * caller shows the flow's neutral text or goes on as for an account. The platform's own code and
 * text go to the log only.
 */
export function hidesAccount(node: IAnyStateTreeNode, flow: PrivacyFlow, res: ApiResult<unknown>): boolean {
  if (!isPrivacyCode(node, flow, res)) return false;
  getEnv<StoreEnv>(node).log?.(`${flow}: platform code ${res.code} shown as the neutral text`, res);
  return true;
}

/** The same question without the log line (a caller that only decides whether to toast). */
export function isPrivacyCode(node: IAnyStateTreeNode, flow: PrivacyFlow, res: ApiResult<unknown>): res is Extract<ApiResult<unknown>, { ok: false }> {
  if (res.ok || res.kind !== 'rejected') return false;
  return (configOf(node).rules.accountPrivacy?.[flow] ?? []).includes(res.code);
}

/**
 * A call of a flow with a neutral text of its own that did not succeed (no answer, or a refusal): a code of the
 * flow's list shows that text; any other refusal was already shown by the call. Always false, the flow's result.
 */
export function refusedNeutrally(
  node: IAnyStateTreeNode,
  flow: 'resetCodeCodes' | 'signUpCodes',
  messageId: string,
  res: ApiResult<unknown> | undefined,
): false {
  if (res && hidesAccount(node, flow, res)) neighboursOf(node).notify.add({ messageId, type: 'error' });
  return false;
}
