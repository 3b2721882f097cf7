import { ButtonPage } from './uikit/button-page';
import { ChartsPage } from './uikit/charts-page';
import { FilePage } from './uikit/file-page';
import { FormLayoutPage } from './uikit/form-layout-page';
import { InputPage } from './uikit/input-page';
import { ListPage } from './uikit/list-page';
import { MediaPage } from './uikit/media-page';
import { MenuPage } from './uikit/menu-page';
import { MessagePage } from './uikit/message-page';
import { MiscPage } from './uikit/misc-page';
import { OverlayPage } from './uikit/overlay-page';
import { PanelPage } from './uikit/panel-page';
import { TablePage } from './uikit/table-page';
import { TimelinePage } from './uikit/timeline-page';
import { TreePage } from './uikit/tree-page';
import { CrudPage } from './pages/crud/crud-page';
import { EmptyPage } from './pages/empty-page';
import { DocumentationPage } from './documentation/documentation-page';

/** The template pages by name: the one chunk template-routes.ts loads. */
export const TEMPLATE_PAGES = {
  formlayout: FormLayoutPage,
  input: InputPage,
  button: ButtonPage,
  table: TablePage,
  list: ListPage,
  tree: TreePage,
  panel: PanelPage,
  overlay: OverlayPage,
  media: MediaPage,
  message: MessagePage,
  file: FilePage,
  menu: MenuPage,
  charts: ChartsPage,
  misc: MiscPage,
  timeline: TimelinePage,
  empty: EmptyPage,
  crud: CrudPage,
  documentation: DocumentationPage,
};

export type TemplatePageName = keyof typeof TEMPLATE_PAGES;
