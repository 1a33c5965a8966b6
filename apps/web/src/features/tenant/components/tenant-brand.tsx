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
    <div className="at-brand">
      <RouterLink to={to} className="at-brand-logo">
        {isPending ? (
          <span className="at-skeleton" style={{ width: 40, height: 40, borderRadius: 8 }} />
        ) : data?.cliente.logo ? (
          <img src={data.cliente.logo} alt={name} data-testid="tenant-logo" height={40} />
        ) : (
          <span style={{ fontWeight: 700, fontSize: '1.25rem' }}>{name}</span>
        )}
      </RouterLink>
      <div style={{ minWidth: 0 }}>
        <p className="at-brand-name" data-testid="tenant-name">
          {isPending ? <span className="at-skeleton" style={{ width: 160, height: '1em' }} /> : name}
        </p>
        {subtitle ? <p className="at-brand-name at-small at-muted">{subtitle}</p> : null}
      </div>
    </div>
  );
}
