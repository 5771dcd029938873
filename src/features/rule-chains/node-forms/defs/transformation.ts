/** Forms of the TRANSFORMATION nodes. */
import { relationQuery, script, select, template, type NodeFormDef } from '../form-def';
import { is, scriptOf } from './shared';

export const TRANSFORMATION_FORMS: Record<string, NodeFormDef> = {
  'mail.TbMsgToEmailNode': {
    fields: [
      template('fromTemplate', 'from-template', { required: true, requiredMsg: 'tb.rulenode.from-template-required' }),
      template('toTemplate', 'to-template', { required: true, requiredMsg: 'tb.rulenode.to-template-required' }),
      template('ccTemplate', 'cc-template'),
      template('bccTemplate', 'bcc-template'),
      template('subjectTemplate', 'subject-template', {
        required: true,
        requiredMsg: 'tb.rulenode.subject-template-required',
      }),
      select('mailBodyType', 'mail-body-type', [
        { value: 'false', label: 'tb.rulenode.mail-body-type-plain-text' },
        { value: 'true', label: 'tb.rulenode.mail-body-type-html' },
        { value: 'dynamic', label: 'tb.rulenode.mail-body-type-dynamic' },
      ]),
      template('isHtmlTemplate', 'dynamic-mail-body-type', {
        show: is('mailBodyType', 'dynamic'),
        required: true,
        requiredMsg: 'tb.rulenode.dynamic-mail-body-type-required',
      }),
      template('bodyTemplate', 'body-template', {
        multiline: true,
        required: true,
        requiredMsg: 'tb.rulenode.body-template-required',
      }),
    ],
  },
  'transform.TbChangeOriginatorNode': {
    fields: [
      select(
        'originatorSource',
        'originator-source',
        [
          { value: 'CUSTOMER', label: 'tb.rulenode.originator-customer' },
          { value: 'TENANT', label: 'tb.rulenode.originator-tenant' },
          { value: 'RELATED', label: 'tb.rulenode.originator-related' },
          { value: 'ALARM_ORIGINATOR', label: 'tb.rulenode.originator-alarm-originator' },
        ],
        { required: true, requiredMsg: 'tb.rulenode.originator-source-required' },
      ),
      relationQuery('relationsQuery', 'relations-query', { show: is('originatorSource', 'RELATED'), required: true }),
    ],
  },
  'transform.TbTransformMsgNode': {
    fields: [script('jsScript', 'transformer', scriptOf('transform.TbTransformMsgNode'))],
  },
};
