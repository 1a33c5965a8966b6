import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SearchIcon from '@mui/icons-material/Search';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@atalaya/contract/complaints/notification.schemas';
import { limits } from '@atalaya/contract/limits';
import { usePaginationLabels } from '@/components/ui/pagination-labels.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import {
  defaultNotificationSort,
  filterNotifications,
  pageOf,
  sortNotifications,
} from '../utils/notification-table.ts';
import type { NotificationSort, NotificationSortColumn } from '../utils/notification-table.ts';

export type NotificationsTableProps = {
  notifications: readonly Notification[];
  isLoading?: boolean;
  /** Spec §2, §6: edit, delete and "Nueva notificación" only for an administrator on an unresolved case. */
  canEdit: boolean;
  onNew: () => void;
  onEdit: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
  onView: (notification: Notification) => void;
  onViewDocument: (notification: Notification & { iddocumento: number }) => void;
};

const pageSize = limits.notificationPageSize;

/**
 * The notifications of a case (spec §2): columns descripcion, fec_alta and action buttons; a
 * search box; sortable; paginated by 10; IDNOTIFICACION ascending by default.
 */
export function NotificationsTable({
  notifications,
  isLoading = false,
  canEdit,
  onNew,
  onEdit,
  onDelete,
  onView,
  onViewDocument,
}: NotificationsTableProps) {
  const { t } = useTranslation();
  const paginationLabels = usePaginationLabels();
  const { language } = useLanguage();
  const titleId = useId();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<NotificationSort>(defaultNotificationSort);
  const [page, setPage] = useState(0);

  const rows = useMemo(() => {
    const found = filterNotifications(notifications, search, (iso) => formatDateTime(iso, language));
    return sortNotifications(found, sort);
  }, [notifications, search, sort, language]);
  const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  const currentPage = Math.min(page, lastPage);
  const visible = pageOf(rows, currentPage, pageSize);

  function sortBy(column: NotificationSortColumn) {
    setSort((current) =>
      current.column === column
        ? { column, order: current.order === 'asc' ? 'desc' : 'asc' }
        : { column, order: 'asc' },
    );
    setPage(0);
  }

  function header(column: NotificationSortColumn, label: string) {
    const active = sort.column === column;
    return (
      <TableCell sortDirection={active ? sort.order : false}>
        <TableSortLabel
          active={active}
          direction={active ? sort.order : 'asc'}
          onClick={() => {
            sortBy(column);
          }}
        >
          {label}
        </TableSortLabel>
      </TableCell>
    );
  }

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.35rem', flexGrow: 1 }}>
          {t('caseDetail.notifications.title')}
        </Typography>
        <TextField
          type="search"
          size="small"
          label={t('caseDetail.notifications.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden="true" fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ width: { xs: '100%', sm: 260 } }}
        />
        {canEdit ? (
          <Button variant="contained" startIcon={<AddIcon aria-hidden="true" />} onClick={onNew}>
            {t('caseDetail.notifications.new')}
          </Button>
        ) : null}
      </Box>
      <Paper variant="outlined">
        {/* Focusable and named: on a phone the table scrolls sideways, by keyboard too. */}
        <TableContainer tabIndex={0} role="region" aria-labelledby={titleId}>
          <Table size="small" aria-labelledby={titleId} data-testid="notifications-table">
            <TableHead>
              <TableRow>
                {header('descripcion', t('caseDetail.notifications.descripcion'))}
                {header('fec_alta', t('caseDetail.notifications.fecAlta'))}
                <TableCell align="right">{t('caseDetail.notifications.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {visible.map((notification) => {
                const { iddocumento } = notification;
                const name = notification.descripcion;
                return (
                  <TableRow key={notification.idnotificacion} hover data-testid="notification-row">
                    <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>{name}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(notification.fec_alta, language)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={t('caseDetail.notifications.view')}>
                        <IconButton
                          size="small"
                          aria-label={t('caseDetail.notifications.viewOf', { name })}
                          onClick={() => {
                            onView(notification);
                          }}
                        >
                          <VisibilityOutlinedIcon fontSize="small" aria-hidden="true" />
                        </IconButton>
                      </Tooltip>
                      {iddocumento !== null ? (
                        <Tooltip title={t('timeline.viewDocument')}>
                          <IconButton
                            size="small"
                            aria-label={t('timeline.viewDocumentOf', { name })}
                            onClick={() => {
                              onViewDocument({ ...notification, iddocumento });
                            }}
                          >
                            <DescriptionOutlinedIcon fontSize="small" aria-hidden="true" />
                          </IconButton>
                        </Tooltip>
                      ) : null}
                      {canEdit ? (
                        <>
                          <Tooltip title={t('caseDetail.notifications.edit')}>
                            <IconButton
                              size="small"
                              color="primary"
                              aria-label={t('caseDetail.notifications.editOf', { name })}
                              onClick={() => {
                                onEdit(notification);
                              }}
                            >
                              <EditOutlinedIcon fontSize="small" aria-hidden="true" />
                            </IconButton>
                          </Tooltip>
                          <Tooltip title={t('common.delete')}>
                            <IconButton
                              size="small"
                              color="error"
                              aria-label={t('caseDetail.notifications.deleteOf', { name })}
                              onClick={() => {
                                onDelete(notification);
                              }}
                            >
                              <DeleteOutlinedIcon fontSize="small" aria-hidden="true" />
                            </IconButton>
                          </Tooltip>
                        </>
                      ) : null}
                    </TableCell>
                  </TableRow>
                );
              })}
              {visible.length === 0 && !isLoading ? (
                <TableRow>
                  <TableCell colSpan={3}>
                    <Typography color="text.secondary" sx={{ py: 1 }}>
                      {search.trim() === ''
                        ? t('caseDetail.notifications.empty')
                        : t('caseDetail.notifications.noMatch')}
                    </Typography>
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={rows.length}
          page={currentPage}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[pageSize]}
          onPageChange={(_event, next) => {
            setPage(next);
          }}
          {...paginationLabels}
        />
      </Paper>
    </Box>
  );
}
