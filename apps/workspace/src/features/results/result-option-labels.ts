import { useMemo } from 'react';
import type { ADENOCARCINOMA_TYPES, AGC_SUBTYPES, Adequacy, CytoCategory, GYN_ORGANISMS, GYN_REACTIVE_CHANGES, GynInterpretation, Malignancy } from '@pathdesk/contracts';
import { useWorkspaceT } from '../../i18n';

/**
 * The result forms' option lists in the user's language (issue 16.1): only the labels shown; the
 * values sent to the API stay the contract's. In English they read as the contract's *_LABELS
 * (libs/contracts report-wording.ts), which the report prints.
 */
export function useResultOptionLabels() {
  const { t } = useWorkspaceT();
  return useMemo(
    () => ({
      adequacy: {
        satisfactory: t('resultOptions.adequacy.satisfactory'),
        unsatisfactory: t('resultOptions.adequacy.unsatisfactory'),
      } satisfies Record<Adequacy, string>,
      malignancy: {
        malignant: t('resultOptions.malignancy.malignant'),
        'not-malignant': t('resultOptions.malignancy.notMalignant'),
        uncertain: t('resultOptions.malignancy.uncertain'),
      } satisfies Record<Malignancy, string>,
      cytoCategory: {
        nondiagnostic: t('resultOptions.cytoCategory.nondiagnostic'),
        negative: t('resultOptions.cytoCategory.negative'),
        atypical: t('resultOptions.cytoCategory.atypical'),
        suspicious: t('resultOptions.cytoCategory.suspicious'),
        malignant: t('resultOptions.cytoCategory.malignant'),
      } satisfies Record<CytoCategory, string>,
      gynInterpretation: {
        NILM: t('resultOptions.gynInterpretation.NILM'),
        'ASC-US': t('resultOptions.gynInterpretation.ASCUS'),
        'ASC-H': t('resultOptions.gynInterpretation.ASCH'),
        LSIL: t('resultOptions.gynInterpretation.LSIL'),
        HSIL: t('resultOptions.gynInterpretation.HSIL'),
        SCC: t('resultOptions.gynInterpretation.SCC'),
        AGC: t('resultOptions.gynInterpretation.AGC'),
        AIS: t('resultOptions.gynInterpretation.AIS'),
        ADENOCARCINOMA: t('resultOptions.gynInterpretation.ADENOCARCINOMA'),
        OTHER: t('resultOptions.gynInterpretation.OTHER'),
      } satisfies Record<GynInterpretation, string>,
      gynOrganism: {
        trichomonas: t('resultOptions.gynOrganism.trichomonas'),
        candida: t('resultOptions.gynOrganism.candida'),
        'shift-in-flora': t('resultOptions.gynOrganism.shiftInFlora'),
        actinomyces: t('resultOptions.gynOrganism.actinomyces'),
        hsv: t('resultOptions.gynOrganism.hsv'),
        cmv: t('resultOptions.gynOrganism.cmv'),
      } satisfies Record<(typeof GYN_ORGANISMS)[number], string>,
      gynReactiveChange: {
        inflammation: t('resultOptions.gynReactiveChange.inflammation'),
        'lymphocytic-cervicitis': t('resultOptions.gynReactiveChange.lymphocyticCervicitis'),
        radiation: t('resultOptions.gynReactiveChange.radiation'),
        iud: t('resultOptions.gynReactiveChange.iud'),
        'glandular-cells-post-hysterectomy': t('resultOptions.gynReactiveChange.glandularCellsPostHysterectomy'),
        atrophy: t('resultOptions.gynReactiveChange.atrophy'),
        'squamous-metaplasia': t('resultOptions.gynReactiveChange.squamousMetaplasia'),
        'keratotic-changes': t('resultOptions.gynReactiveChange.keratoticChanges'),
        'tubal-metaplasia': t('resultOptions.gynReactiveChange.tubalMetaplasia'),
        'pregnancy-changes': t('resultOptions.gynReactiveChange.pregnancyChanges'),
      } satisfies Record<(typeof GYN_REACTIVE_CHANGES)[number], string>,
      agcSubtype: {
        'endocervical-nos': t('resultOptions.agcSubtype.endocervicalNos'),
        'endometrial-nos': t('resultOptions.agcSubtype.endometrialNos'),
        'glandular-nos': t('resultOptions.agcSubtype.glandularNos'),
        'endocervical-favor-neoplastic': t('resultOptions.agcSubtype.endocervicalFavorNeoplastic'),
        'glandular-favor-neoplastic': t('resultOptions.agcSubtype.glandularFavorNeoplastic'),
      } satisfies Record<(typeof AGC_SUBTYPES)[number], string>,
      adenocarcinomaType: {
        endocervical: t('resultOptions.adenocarcinomaType.endocervical'),
        endometrial: t('resultOptions.adenocarcinomaType.endometrial'),
        extrauterine: t('resultOptions.adenocarcinomaType.extrauterine'),
        nos: t('resultOptions.adenocarcinomaType.nos'),
      } satisfies Record<(typeof ADENOCARCINOMA_TYPES)[number], string>,
    }),
    [t],
  );
}

/** A labels record as dropdown options, in the record's order. */
export const optionsOf = <V extends string>(labels: Record<V, string>) => (Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label }));
