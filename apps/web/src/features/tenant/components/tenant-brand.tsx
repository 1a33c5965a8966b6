import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useClienteInfo } from '../api/get-cliente-info.ts';

type TenantBrandProps = {
  /** Where the logo links to. */
  to: string;
  subtitle?: string;
};

/** The client's logo (linked) and name in the header (spec §1, §2). */
export function TenantBrand({ to, subtitle }: TenantBrandProps) {
  const { t } = useTranslation();
  const { data, isPending } = useClienteInfo();
  const name = data?.cliente.nombre ?? t('app.name');

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Link component={RouterLink} to={to} sx={{ display: 'inline-flex', flexShrink: 0 }}>
        {isPending ? (
          <Skeleton variant="rounded" width={40} height={40} />
        ) : data?.cliente.logo ? (
          <Box
            component="img"
            src={data.cliente.logo}
            alt={name}
            data-testid="tenant-logo"
            height={40}
            sx={{ height: 40, width: 'auto', maxWidth: 160, display: 'block' }}
          />
        ) : (
          <Box component="span" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
            {name}
          </Box>
        )}
      </Link>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="p"
          data-testid="tenant-name"
          sx={{ fontWeight: 600, fontSize: { xs: '1rem', md: '1.125rem' }, lineHeight: 1.3 }}
          noWrap
        >
          {isPending ? <Skeleton width={160} /> : name}
        </Typography>
        {subtitle ? (
          <Typography component="p" variant="body2" color="text.secondary" noWrap>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
