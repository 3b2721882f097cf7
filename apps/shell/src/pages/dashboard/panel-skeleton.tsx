import styles from './dashboard.module.css';

/**
 * A placeholder line while a panel loads: PrimeReact's Skeleton as markup (the theme's .p-skeleton),
 * so the dashboard, the first screen after sign-in, loads no PrimeReact component.
 */
export function PanelSkeleton({ height, className = '' }: { height: string; className?: string }) {
  return <div className={`p-skeleton p-component ${styles.skeletonLine} ${className}`} style={{ width: '100%', height }} aria-hidden />;
}
