import type { ReactNode } from 'react';
import { FacebookIcon, GlobeIcon, InstagramIcon } from '../../../components/layout/icons.tsx';
import { SITE } from '../../../content/site.ts';
import { useI18n } from '../../../i18n/i18n.tsx';

const ICONS: Record<string, (props: { className?: string }) => ReactNode> = {
  Instagram: InstagramIcon,
  Facebook: FacebookIcon,
};

/** Links to the company's two social profiles. */
export function SocialLinks() {
  const { t } = useI18n();
  return (
    <ul role="list" className="mt-6 flex flex-wrap gap-3">
      {SITE.socialLinks.map((social) => {
        const Icon = ICONS[social.name] ?? GlobeIcon;
        return (
          <li key={social.url}>
            <a
              href={social.url}
              aria-label={t('site.social', { site: SITE.shortName, network: social.name })}
              className="inline-flex min-h-12 items-center gap-2 rounded-md border-2 border-navy-900 bg-white px-5 text-lg font-semibold text-navy-900 hover:bg-navy-50"
            >
              <Icon className="size-5 shrink-0" />
              {social.name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
