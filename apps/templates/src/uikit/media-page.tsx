import { useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { Example, GalleryPage } from '../gallery';
import styles from '../templates.module.css';

interface Slide {
  id: string;
  stain: string;
  caption: string;
  alt: string;
  /** Theme palette colours of the stain: background, nuclei. */
  colours: [string, string];
}

const SLIDES: Slide[] = [
  {
    id: 'he',
    stain: 'H&E',
    caption: 'S68-00012, block A1 — H&E',
    alt: 'Drawing of an H&E slide: pink tissue with purple nuclei',
    colours: ['var(--pink-200)', 'var(--purple-600)'],
  },
  {
    id: 'p16',
    stain: 'p16',
    caption: 'S68-00012, block A1 — p16 (IHC)',
    alt: 'Drawing of an immunohistochemistry slide: pale tissue with brown-stained nuclei',
    colours: ['var(--blue-50)', 'var(--orange-800)'],
  },
  {
    id: 'pas',
    stain: 'PAS',
    caption: 'S68-00012, block B1 — PAS',
    alt: 'Drawing of a PAS-stained slide: magenta glands on a pale background',
    colours: ['var(--pink-50)', 'var(--pink-600)'],
  },
];

const NUCLEI = [
  [30, 40],
  [62, 28],
  [90, 52],
  [120, 35],
  [150, 60],
  [48, 80],
  [80, 95],
  [115, 85],
  [140, 105],
  [60, 120],
  [100, 125],
  [160, 130],
];

function SlideDrawing({ slide, size }: { slide: Slide; size: number }) {
  return (
    <svg viewBox="0 0 190 150" width={size} height={(size * 150) / 190} role="img" aria-label={slide.alt}>
      <rect width="190" height="150" rx="8" fill={slide.colours[0]} />
      {NUCLEI.map(([x, y]) => (
        <ellipse key={`${x}-${y}`} cx={x} cy={y} rx="9" ry="6" fill={slide.colours[1]} opacity="0.8" />
      ))}
    </svg>
  );
}

const ICONS = [
  { icon: 'pi pi-briefcase', label: 'Surgical cases' },
  { icon: 'pi pi-filter', label: 'Cytological cases' },
  { icon: 'pi pi-heart', label: 'Gynecological cases' },
  { icon: 'pi pi-file', label: 'Reports' },
  { icon: 'pi pi-wallet', label: 'Invoices, companies' },
  { icon: 'pi pi-building', label: 'Hospitals' },
  { icon: 'pi pi-id-card', label: 'Doctors' },
  { icon: 'pi pi-users', label: 'Users' },
];

/** /uikit/media: pictures with their text alternative, and the icons of the app. */
export function MediaPage() {
  const [open, setOpen] = useState<Slide | null>(null);
  return (
    <GalleryPage title="Media" subtitle="Pictures carry a text alternative; icons stand beside words.">
      <Example title="Pictures with a caption" use="specimen photos or slide images on a case: thumbnails that open larger. (Drawings here, not patient images.)">
        <ul className={`grid ${styles.bare}`} aria-label="Slides of S68-00012">
          {SLIDES.map((slide) => (
            <li key={slide.id} className="col-12 md:col-4">
              <figure className="m-0">
                <button type="button" className={styles.thumbnail} onClick={() => setOpen(slide)} aria-label={`Enlarge: ${slide.caption}`}>
                  <SlideDrawing slide={slide} size={190} />
                </button>
                <figcaption className="text-sm text-color-secondary mt-1">{slide.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <Dialog visible={!!open} header={open?.caption} modal onHide={() => setOpen(null)} style={{ maxWidth: '95vw' }}>
          {open ? <SlideDrawing slide={open} size={570} /> : null}
        </Dialog>
      </Example>

      <Example title="Icons" use="to help recognise a place or action, next to its word; an icon alone needs an aria-label. PathDesk uses PrimeIcons.">
        <ul className={`grid ${styles.bare}`} aria-label="Icons of the menu">
          {ICONS.map(({ icon, label }) => (
            <li key={icon} className="col-12 md:col-4 xl:col-3 flex align-items-center gap-2">
              <i className={`${icon} text-xl text-primary`} aria-hidden />
              <span>{label}</span>
            </li>
          ))}
        </ul>
      </Example>
    </GalleryPage>
  );
}
