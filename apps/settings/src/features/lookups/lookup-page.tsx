import type { CfgCategory } from '@pathdesk/contracts';
import { LookupListPage } from '@pathdesk/web-ui';

/** A page of one config-value category (the route's lazy module). */
export default function LookupPage({ category }: { category: CfgCategory }) {
  return <LookupListPage category={category} />;
}
