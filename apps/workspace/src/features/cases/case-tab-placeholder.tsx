import { PageCard } from '@pathdesk/web-ui';
import { useCase } from './case-layout';

const TEXT: Record<string, { title: string; body: string }> = {
  result: { title: 'Result', body: 'Entering the diagnosis and signing the report out happen here.' },
  additionals: { title: 'Additional tests', body: 'Special stains and immunohistochemistry ordered for this case, with their prices.' },
  paraffins: { title: 'Paraffin blocks', body: 'Paraffin blocks and slides of this case, for requests and billing.' },
  view: { title: 'Report', body: 'The signed-out report of this case, ready to print and download as PDF.' },
};

/** A case tab whose screen is not built yet (the route exists so links and menus are final). */
export default function CaseTabPlaceholder({ tab }: { tab: keyof typeof TEXT }) {
  const { caseDto } = useCase();
  const copy = TEXT[tab]!;
  return (
    <PageCard title={copy.title} subtitle={caseDto.accessionNo}>
      <p className="m-0 text-color-secondary">{copy.body} This screen is not available yet.</p>
    </PageCard>
  );
}
