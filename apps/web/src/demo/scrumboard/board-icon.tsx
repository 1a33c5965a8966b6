import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import LanguageOutlinedIcon from '@mui/icons-material/LanguageOutlined';
import PhoneIphoneOutlinedIcon from '@mui/icons-material/PhoneIphoneOutlined';
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import StarOutlineOutlinedIcon from '@mui/icons-material/StarOutlineOutlined';
import { type SvgIconProps } from '@mui/material/SvgIcon';
import { type BoardIcon as BoardIconName } from './scrumboard-api.ts';

const icons = {
  rocket: RocketLaunchOutlinedIcon,
  web: LanguageOutlinedIcon,
  phone: PhoneIphoneOutlinedIcon,
  campaign: CampaignOutlinedIcon,
  dashboard: DashboardOutlinedIcon,
  school: SchoolOutlinedIcon,
  build: BuildOutlinedIcon,
  star: StarOutlineOutlinedIcon,
} as const;

/** The drawing of a board's icon (decorative: the board's title names it). */
export function BoardIcon({ name, ...props }: { name: BoardIconName } & SvgIconProps) {
  const Icon = icons[name] ?? DashboardOutlinedIcon;
  return <Icon aria-hidden {...props} />;
}
