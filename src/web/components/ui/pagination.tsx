import { ChevronLeft, ChevronRight, MoreHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { cn } from '../../lib/utils.ts';
import { paginationItems } from '../../lib/pagination.ts';

/** Previous, the page buttons of paginationItems(), next. Hidden when there is one page. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  className,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <Button
            variant="ghost"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            aria-label={t('pagination.previous')}
          >
            <ChevronLeft aria-hidden="true" />
            <span className="hidden sm:inline">{t('pagination.previous')}</span>
          </Button>
        </li>
        {paginationItems(page, totalPages).map((item) =>
          item.type === 'ellipsis' ? (
            <li
              key={`gap-${item.key}`}
              aria-hidden="true"
              className="flex size-9 items-center justify-center text-muted-foreground"
            >
              <MoreHorizontal className="size-4" />
            </li>
          ) : (
            <li key={item.page}>
              <Button
                variant={item.page === page ? 'default' : 'ghost'}
                size="sm"
                className="min-w-9"
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item.page })}
                onClick={() => onPageChange(item.page)}
              >
                {item.page}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            variant="ghost"
            size="sm"
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
            aria-label={t('pagination.next')}
          >
            <span className="hidden sm:inline">{t('pagination.next')}</span>
            <ChevronRight aria-hidden="true" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
