import ArticleIcon from '@mui/icons-material/Article';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BadgeIcon from '@mui/icons-material/Badge';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import EmailIcon from '@mui/icons-material/Email';
import FlagIcon from '@mui/icons-material/Flag';
import HomeIcon from '@mui/icons-material/Home';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import InboxIcon from '@mui/icons-material/Inbox';
import ListIcon from '@mui/icons-material/List';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PeopleIcon from '@mui/icons-material/People';
import PieChartIcon from '@mui/icons-material/PieChart';
import type SvgIcon from '@mui/material/SvgIcon';

type SvgIconComponent = typeof SvgIcon;

/** Icon names of the navigation (heroicons/material names) mapped to a few MUI icons. */
const iconsByKeyword: ReadonlyArray<[RegExp, SvgIconComponent]> = [
  [/chart|dashboard|resumen/, PieChartIcon],
  [/inbox|gestion/, InboxIcon],
  [/tag|type|tipo|category|squares/, CategoryIcon],
  [/document|content|article/, ArticleIcon],
  [/bars|menu|list/, ListIcon],
  [/mail|envelope|email/, EmailIcon],
  [/flag|status|estado|adjustments/, FlagIcon],
  [/clipboard|form|pencil/, AssignmentIcon],
  [/megaphone|speaker|campaign|chat/, CampaignIcon],
  [/home|house/, HomeIcon],
  [/book/, MenuBookIcon],
  [/view-grid|grid/, DashboardIcon],
  [/file/, DescriptionIcon],
  [/users|people|usuarios/, PeopleIcon],
  [/identification|identidad/, BadgeIcon],
  [/archive|conservacion/, Inventory2Icon],
];

/** Maps a navigation icon name (e.g. `heroicons_outline:chart-pie`) to an MUI icon. */
export function NavigationIcon({ name }: { name: string | undefined }) {
  const key = (name ?? '').toLowerCase();
  const Icon = iconsByKeyword.find(([pattern]) => pattern.test(key))?.[1] ?? ChevronRightIcon;
  return <Icon fontSize="small" aria-hidden="true" />;
}
