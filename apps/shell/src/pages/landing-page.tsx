import { Link } from 'react-router';
import { FOOTER_YEAR } from '@pathdesk/web-ui';
import styles from './landing-page.module.css';

const CAPABILITIES = [
  {
    icon: 'pi pi-briefcase',
    title: 'Registration and accession numbers',
    text: 'Surgical, cytological and gynecological specimens registered from the requisition, several at once. Each gets the next number of its kind’s prefix — S68-00042 — never issued twice.',
  },
  {
    icon: 'pi pi-verified',
    title: 'Results and sign-out',
    text: 'Drafts saved as the pathologist works; sign-out releases a report version that never changes. A correction is an amended version with its reason, and the earlier one stays readable.',
  },
  {
    icon: 'pi pi-heart',
    title: 'Pap tests in Bethesda 2014',
    text: 'Gynecological cytology reported in the Bethesda System 2014. At least one in ten NILM Paps is held for a quality-control rescreen by a second reader before release.',
  },
  {
    icon: 'pi pi-wallet',
    title: 'Invoices as PDF',
    text: 'Surgical, cytological, gynecological, additional-test and paraffin-block invoices for each hospital, as PDFs in Thai with Buddhist Era dates.',
  },
  {
    icon: 'pi pi-lock',
    title: 'Roles and audit',
    text: 'Administrators, lab staff, pathologists and guests each reach what their role allows — checked by the server. Every change, sign-out and print of patient data is recorded.',
  },
  {
    icon: 'pi pi-building',
    title: 'For client hospitals',
    text: 'Doctors and staff of the hospitals and clinics the lab serves read and print their released reports, with a guest account.',
  },
];

/** /landing: what PathDesk is, for a lab's staff and its client hospitals, with the way in. */
export function LandingPage() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.brand}>
          <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden focusable="false">
            <rect width="32" height="32" rx="8" fill="var(--primary-color)" />
            <circle cx="16" cy="14" r="6.5" fill="none" stroke="var(--primary-color-text)" strokeWidth="2.5" />
            <path d="M21 19l4.5 4.5" stroke="var(--primary-color-text)" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          PathDesk
        </span>
        <Link to="/login" className="p-button p-button-text no-underline">
          <span className="p-button-label">Sign in</span>
        </Link>
      </header>
      <main>
        <section className={styles.hero} aria-labelledby="landing-title">
          <h1 id="landing-title" className={styles.title}>
            The workspace of your pathology laboratory
          </h1>
          <p lang="th" className={styles.thai}>
            ระบบงานห้องปฏิบัติการพยาธิวิทยา สำหรับเจ้าหน้าที่ห้องแล็บ พยาธิแพทย์ และโรงพยาบาลที่ส่งตรวจ
          </p>
          <p className={styles.lead}>
            PathDesk follows every specimen from the requisition to the signed report and the invoice — for the lab’s staff and pathologists, and for the hospitals and clinics it
            serves.
          </p>
          <Link to="/login" className="p-button p-component no-underline">
            <span className="p-button-icon p-button-icon-left pi pi-sign-in" aria-hidden />
            <span className="p-button-label">Sign in to PathDesk</span>
          </Link>
        </section>
        <section className={styles.capabilities} aria-labelledby="capabilities-title">
          <h2 id="capabilities-title" className={styles.sectionTitle}>
            What it does
          </h2>
          <ul className={styles.cards}>
            {CAPABILITIES.map((c) => (
              <li key={c.title} className={styles.card}>
                <i className={`${c.icon} ${styles.icon}`} aria-hidden />
                <h3 className={styles.cardTitle}>{c.title}</h3>
                <p className={styles.cardText}>{c.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <footer className={styles.footer}>
        PathDesk · © {FOOTER_YEAR} · version {__APP_VERSION__}
      </footer>
    </div>
  );
}
