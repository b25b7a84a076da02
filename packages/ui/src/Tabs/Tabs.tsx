import type { ReactNode } from 'react';
import { useT } from '../provider/GaiaContext';
import { List, Panel, Root, TabItem } from './Tabs.styles';
import { useTabs } from './useTabs';

export interface TabDefinition {
  /** Stable id, reported by `onChange`. */
  id: string;
  /** The tab's text: a message key or text (translated). */
  label: string;
  /** The panel shown while this tab is selected. */
  content: ReactNode;
  /** @default false */
  disabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for assistive technology: a message key or text. */
  label: string;
  /** The tabs, in reading order. */
  items: readonly TabDefinition[];
  /** Controlled selected tab id. */
  value?: string;
  /** Initially selected tab id when uncontrolled. @default the first enabled tab */
  defaultValue?: string;
  /** Called with the newly selected tab id. */
  onChange?: (id: string) => void;
  /**
   * `automatic` selects a tab as focus moves to it with the arrow keys; `manual` needs Enter or Space
   * (use it when showing a panel is slow). @default 'automatic'
   */
  keyboardActivation?: 'automatic' | 'manual';
  /** @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
  /** Stretch the tabs to the list's inline size. @default false */
  fullWidth?: boolean;
}

/**
 * Tabs: one tab stop, arrow keys follow the reading direction, Home and End go to the first and last
 * tab (behaviour in ./useTabs).
 */
export function Tabs({
  label,
  items,
  value,
  defaultValue,
  onChange,
  keyboardActivation = 'automatic',
  orientation = 'horizontal',
  fullWidth = false,
}: TabsProps) {
  const t = useT();
  const { selected, tabListProps, tabProps, tabPanelProps } = useTabs({ items, value, defaultValue, onChange, keyboardActivation, orientation });
  return (
    <Root data-orientation={orientation}>
      <List {...tabListProps} aria-label={t(label)} data-full-width={fullWidth ? '' : undefined}>
        {items.map((item) => (
          <TabItem key={item.id} {...tabProps(item)}>
            {t(item.label)}
          </TabItem>
        ))}
      </List>
      <Panel key={selected?.id} {...tabPanelProps}>
        {selected?.content}
      </Panel>
    </Root>
  );
}
