import type { SessionUser } from '@gaia/domain';
import { Avatar, Badge, Drawer, useT } from '@gaia/ui';
import { DocumentIcon, FaceIcon, ShieldIcon } from '../../layout/ShellIcons';
import { Entries, Entry, Identity, Name, ProductId } from './SidePanel.styles';
import { partyBadgeKey } from './UserMenu';

/** What the side panel can open. */
export type SidePanelEntry = 'faceInfo' | 'terms' | 'privacy';

export interface SidePanelProps {
  user: SessionUser;
  /** Whether the panel is shown. */
  open: boolean;
  onClose: () => void;
  /** Called with the chosen entry; the panel closes first. */
  onOpen: (entry: SidePanelEntry) => void;
}

/**
 * F3.1: the header's side panel (spec 03 §2) — the avatar, the user code labelled as the product ID,
 * the Individual/Corporation badge, and the entries: face information (individuals only), the
 * sign-up terms and conditions and the privacy policy (modals of width 1000).
 */
export function SidePanel({ user, open, onClose, onOpen }: SidePanelProps) {
  const t = useT();
  const entries: { id: SidePanelEntry; label: string; icon: typeof DocumentIcon }[] = [
    ...(user.partyType === 'INDIVIDUAL' ? [{ id: 'faceInfo' as const, label: 'gaia_shell_face_information', icon: FaceIcon }] : []),
    { id: 'terms', label: 'gaia_shell_terms', icon: DocumentIcon },
    { id: 'privacy', label: 'gaia_shell_privacy', icon: ShieldIcon },
  ];
  return (
    <Drawer open={open} onClose={onClose} title="gaia_shell_panel_title" side="end" width={360}>
      <Identity data-testid="side-panel-identity">
        <Avatar name={user.userName} src={user.avatar} size="lg" decorative />
        <Name>{user.userName}</Name>
        <ProductId>
          <dt>{t('gaia_shell_product_id')}</dt>
          <dd dir="ltr" data-testid="panel-product-id">
            {user.userCode}
          </dd>
        </ProductId>
        <Badge tone="info" data-testid="panel-party-badge">
          {partyBadgeKey(user)}
        </Badge>
      </Identity>
      <Entries>
        {entries.map(({ id, label, icon: Icon }) => (
          <li key={id}>
            <Entry type="button" aria-haspopup="dialog" onClick={() => onOpen(id)}>
              <Icon />
              {t(label)}
            </Entry>
          </li>
        ))}
      </Entries>
    </Drawer>
  );
}
