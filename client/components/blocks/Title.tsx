import { useContext } from 'react';
import type { BlockOfType } from '../../../shared/content/types';
import { PageHasHeading } from './heading-context';

const LEVELS = ['h1', 'h2', 'h3', 'h4'] as const;

/** h1-h4; an invalid level logs a warning and falls back to h2. */
export function headingLevel(level: unknown): (typeof LEVELS)[number] {
  if ((LEVELS as readonly unknown[]).includes(level)) return level as (typeof LEVELS)[number];
  console.warn(`Title block: invalid heading level ${String(level)}, using h2`);
  return 'h2';
}

export default function Title({ block }: { block: BlockOfType<'Title'> }) {
  const pageHasHeading = useContext(PageHasHeading);
  const level = headingLevel(block.level);
  const Tag = level === 'h1' && pageHasHeading ? 'h2' : level;
  return <div className={`title-block container title-block--${block.alignment ?? 'left'}`}><Tag>{block.text}</Tag></div>;
}
