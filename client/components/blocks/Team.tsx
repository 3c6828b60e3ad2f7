import { useId } from 'react';
import type { BlockOfType, TeamMemberCard } from '../../../shared/content/types';
import { Slider } from '../ui/Slider';
import { ContentImage } from './ContentImage';

/** Spec section 9: team 3.66 per view on desktop, 2 on mobile (tablet in between). */
export const TEAM_VIEW = { desktop: 3.66, tablet: 2.66, mobile: 2 };
export const TEAM_SPACING = { mobile: 16, desktop: 24 };

function Member({ member, sizes }: { member: TeamMemberCard; sizes: string }) {
  return (
    <figure className="team-member">
      <span className="team-member__media">
        <ContentImage image={member.image} className="team-member__image" sizes={sizes} />
      </span>
      <figcaption>
        <span className="team-member__name">{member.name}</span>
        <span className="team-member__job">{member.jobTitle}</span>
      </figcaption>
    </figure>
  );
}

/** The team as a grid or a slider (the default); portraits use the team image preset. */
export default function Team({ block }: { block: BlockOfType<'Team'> }) {
  const titleId = useId();
  const members = (block.members as unknown as Array<TeamMemberCard | null>).filter((m): m is TeamMemberCard => Boolean(m?.name));
  if (members.length === 0) return null;
  const intro = block.intro ? <p className="team__intro">{block.intro}</p> : null;
  if (block.layout === 'grid') {
    return (
      <section className="team team--grid container" aria-labelledby={titleId}>
        <h2 id={titleId} className="section-title">{block.title}</h2>
        {intro}
        <ul className="team__grid" role="list">
          {members.map((m) => <li key={m._key}><Member member={m} sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw" /></li>)}
        </ul>
      </section>
    );
  }
  return (
    <div className="team team--slider container">
      <Slider label={block.title} perView={TEAM_VIEW} spacing={TEAM_SPACING}
        head={<div><h2 className="section-title">{block.title}</h2>{intro}</div>}>
        {members.map((m) => <Member key={m._key} member={m} sizes="(min-width: 1024px) 27vw, 50vw" />)}
      </Slider>
    </div>
  );
}
