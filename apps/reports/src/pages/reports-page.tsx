import { RemotePage } from '@pathdesk/web-ui';

export default function ReportsPage({ title }: { title: string }) {
  return <RemotePage title={title} remote="Reports" description="Reports, summaries, reviews and invoices." />;
}
