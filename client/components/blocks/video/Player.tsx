// The interactive player of a Video block, a chunk of its own: loaded when the block comes
// near the viewport (see ../Video.tsx), so a page's first view carries none of it.
import type { BlockOfType } from '../../../../shared/content/types';
import { FileVideo } from './FileVideo';
import { VimeoVideo } from './VimeoVideo';

export default function Player({ block, label }: { block: BlockOfType<'Video'>; label: string }) {
  return block.videoType === 'vimeo' ? <VimeoVideo block={block} label={label} /> : <FileVideo block={block} label={label} />;
}
