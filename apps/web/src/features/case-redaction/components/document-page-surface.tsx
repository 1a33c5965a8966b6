import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Loader } from '@/components/ui/loader.tsx';
import { RetryAlert } from '@/components/ui/retry-alert.tsx';
import { useDocumentPageImage, usePageImageSource } from '../api/document-redactions.ts';
import {
  boxBetween,
  isArrowKey,
  nudgeBox,
  pointOnPage,
  type Box as RegionBox,
  type DraftRegion,
  type Point,
} from '../utils/document-regions.ts';

/** A request to move the keyboard focus onto a region (after "Añadir zona" or a pick in the list). */
export type FocusRequest = { id: number; seq: number };

type DocumentPageSurfaceProps = {
  iddenuncia: number;
  iddocumento: number;
  pagina: number;
  /** The page's size (points or pixels): the image's proportions before it has loaded. */
  size: { ancho: number; alto: number };
  /** The image's text alternative ("Página 2 de «acta.pdf»"). */
  alt: string;
  /** The regions of this page, each with its name ("Zona 1 (página 2)"). */
  regions: readonly (DraftRegion & { label: string })[];
  selectedId: number | null;
  /** False once the regions reached the contract's maximum: a drag then draws nothing. */
  canDraw: boolean;
  focusRequest: FocusRequest | null;
  /** The id of the keyboard help, which each region points at. */
  keyboardHelpId: string;
  onSelect: (id: number) => void;
  onDraw: (box: RegionBox) => void;
  onChange: (id: number, box: RegionBox) => void;
  onRemove: (id: number) => void;
};

type Drag = { pointerId: number; from: Point; to: Point };

function boxSx(box: RegionBox) {
  return {
    position: 'absolute',
    left: `${box.x * 100}%`,
    top: `${box.y * 100}%`,
    width: `${box.ancho * 100}%`,
    height: `${box.alto * 100}%`,
  } as const;
}

/**
 * One page of the document with its regions drawn over it (black, translucent, outlined). Drag with
 * a mouse, a pen or a finger (pointer events) to draw a region; click or tab to one to select it;
 * the arrow keys move the selected one, Shift and the arrows resize it, Delete or Backspace removes
 * it. Regions are placed in fractions of the image's pixel box, so they fit any size it is shown at.
 */
export function DocumentPageSurface({
  iddenuncia,
  iddocumento,
  pagina,
  size,
  alt,
  regions,
  selectedId,
  canDraw,
  focusRequest,
  keyboardHelpId,
  onSelect,
  onDraw,
  onChange,
  onRemove,
}: DocumentPageSurfaceProps) {
  const { t } = useTranslation();
  const page = useDocumentPageImage(iddenuncia, iddocumento, pagina);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  usePageImageSource(image, page.data);
  const isReady = page.isSuccess;

  useEffect(() => {
    if (focusRequest !== null && isReady) {
      buttons.current.get(focusRequest.id)?.focus();
    }
  }, [focusRequest, isReady]);

  function pointOf(event: PointerEvent) {
    return image === null ? null : pointOnPage(event.clientX, event.clientY, image.getBoundingClientRect());
  }

  function startDrag(event: PointerEvent<HTMLDivElement>) {
    // Only the main button of a mouse; a pen's or a finger's touch is its main button too.
    if (!canDraw || event.button !== 0 || event.target !== image) {
      return;
    }
    const point = pointOf(event);
    if (point === null) {
      return;
    }
    event.preventDefault();
    // Moves past the image's edge still belong to this drag (clamped to the page).
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({ pointerId: event.pointerId, from: point, to: point });
  }

  function moveDrag(event: PointerEvent<HTMLDivElement>) {
    if (drag === null || event.pointerId !== drag.pointerId) {
      return;
    }
    const point = pointOf(event);
    if (point !== null) {
      setDrag({ ...drag, to: point });
    }
  }

  function endDrag(event: PointerEvent<HTMLDivElement>) {
    if (drag === null || event.pointerId !== drag.pointerId) {
      return;
    }
    const box = boxBetween(drag.from, pointOf(event) ?? drag.to);
    setDrag(null);
    if (box !== null) {
      onDraw(box);
    }
  }

  function onRegionKey(event: KeyboardEvent<HTMLButtonElement>, region: DraftRegion) {
    if (isArrowKey(event.key)) {
      event.preventDefault();
      onChange(region.id, nudgeBox(region, event.key, event.shiftKey));
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onRemove(region.id);
    }
  }

  if (page.isPending) {
    return <Loader />;
  }
  if (page.isError) {
    return (
      <RetryAlert
        message={[t('caseRedaction.documentDialog.pageLoadError'), page.error.message].filter(Boolean).join(' · ')}
        onRetry={() => {
          void page.refetch();
        }}
      />
    );
  }
  const draft = drag === null ? null : boxBetween(drag.from, drag.to);
  return (
    <Box
      data-testid="document-page-surface"
      onPointerDown={startDrag}
      onPointerMove={moveDrag}
      onPointerUp={endDrag}
      onPointerCancel={() => {
        setDrag(null);
      }}
      sx={{
        position: 'relative',
        display: 'inline-block',
        maxWidth: '100%',
        lineHeight: 0,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'common.white',
        // A finger draws instead of scrolling; nothing is selected or dragged away as an image.
        touchAction: 'none',
        userSelect: 'none',
        cursor: canDraw ? 'crosshair' : 'default',
      }}
    >
      <Box
        component="img"
        ref={setImage}
        alt={alt}
        width={size.ancho}
        height={size.alto}
        draggable={false}
        data-testid="document-page-image"
        sx={{
          display: 'block',
          width: 'auto',
          height: 'auto',
          maxWidth: '100%',
          maxHeight: { xs: '60vh', md: '70vh' },
        }}
      />
      {regions.map((region) => {
        const isSelected = region.id === selectedId;
        return (
          <Box
            key={region.id}
            component="button"
            type="button"
            ref={(element: HTMLButtonElement | null) => {
              if (element === null) {
                buttons.current.delete(region.id);
              } else {
                buttons.current.set(region.id, element);
              }
            }}
            aria-label={region.label}
            aria-pressed={isSelected}
            aria-describedby={keyboardHelpId}
            data-testid="document-region"
            onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
              // Selecting a region is not the start of a new one.
              event.stopPropagation();
              onSelect(region.id);
            }}
            onFocus={() => {
              onSelect(region.id);
            }}
            onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
              onRegionKey(event, region);
            }}
            sx={{
              ...boxSx(region),
              p: 0,
              m: 0,
              cursor: 'pointer',
              bgcolor: 'rgba(0, 0, 0, 0.6)',
              border: isSelected ? 3 : 2,
              borderStyle: 'solid',
              borderColor: isSelected ? 'primary.main' : 'common.black',
              boxShadow: isSelected ? '0 0 0 2px #fff' : '0 0 0 1px rgba(255, 255, 255, 0.8)',
              '&:focus-visible': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 2 },
            }}
          />
        );
      })}
      {draft === null ? null : (
        <Box
          aria-hidden="true"
          data-testid="document-region-draft"
          sx={{
            ...boxSx(draft),
            bgcolor: 'rgba(0, 0, 0, 0.35)',
            border: '2px dashed',
            borderColor: 'primary.main',
            pointerEvents: 'none',
          }}
        />
      )}
    </Box>
  );
}
