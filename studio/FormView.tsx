/**
 * A brand file as a form generated from its JSON schema (@rjsf/core): descriptions as help, enums as selects,
 * colours with a picker, asset paths with a preview. The form does not validate by itself: the errors shown
 * at the fields are the CLI's lines for this file, placed by JSON pointer (rjsf `extraErrors`).
 */
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020';
import { useMemo } from 'react';
import type { Schema, StudioIssue } from './api';

// The brand schemas are draft 2020-12 with our own annotations (x-visibility, x-patternHint): not strict.
const validator = customizeValidator({ AjvClass: Ajv2020, ajvOptionsOverrides: { strict: false } });

const uiSchema: UiSchema = { $schema: { 'ui:widget': 'hidden' }, extends: { 'ui:widget': 'hidden' }, 'ui:submitButtonOptions': { norender: true } };

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Text inputs, with a colour picker for colour fields and a preview for asset paths. */
function SmartText(props: WidgetProps) {
  const { registry, schema, value, onChange } = props;
  const Base = registry.templates.BaseInputTemplate;
  const isColour = typeof schema.pattern === 'string' && schema.pattern.includes('#[0-9a-fA-F]');
  const isAsset = typeof value === 'string' && value.startsWith('assets/');
  return (
    <div className="smart">
      <Base {...props} />
      {isColour && (
        <input
          type="color"
          aria-label={`${props.label || props.id} colour`}
          value={HEX.test(String(value)) ? String(value) : '#000000'}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {isAsset && <img className="asset" alt="" src={`/brand-assets/${(registry.formContext as { brand: string }).brand}/${value}`} />}
    </div>
  );
}

/** CLI issues of one file as rjsf's error tree (`{ key: { __errors: [...] } }`), by JSON pointer. */
export function errorTree(issues: StudioIssue[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const issue of issues) {
    let node = root;
    for (const seg of (issue.pointer || '/').split('/').slice(1).filter(Boolean)) {
      const key = seg.replace(/~1/g, '/').replace(/~0/g, '~');
      if (!node[key]) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    if (!node.__errors) node.__errors = [];
    (node.__errors as string[]).push(issue.line);
  }
  return root as ErrorSchema;
}

export function FormView({
  brand,
  schema,
  value,
  issues,
  onChange,
}: {
  brand: string;
  schema: Schema;
  value: unknown;
  issues: StudioIssue[];
  onChange: (v: unknown) => void;
}) {
  const extraErrors = useMemo(() => errorTree(issues), [issues]);
  return (
    <div className="form" data-testid="form">
      <Form
        schema={schema as RJSFSchema}
        uiSchema={uiSchema}
        formData={value}
        validator={validator}
        noValidate
        showErrorList={false}
        extraErrors={extraErrors}
        formContext={{ brand }}
        widgets={{ TextWidget: SmartText }}
        // Only what the partner typed goes into the file: no schema defaults filled in on load.
        experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults', arrayMinItems: { populate: 'never' } }}
        onChange={(e) => onChange(e.formData)}
      />
    </div>
  );
}
