import { useRef, type ReactNode } from 'react';
import { useTab, useTabList, useTabPanel } from 'react-aria';
import { Item, useTabListState, type Node, type TabListState } from 'react-stately';
import { useT } from '../provider/GaiaContext';
import { List, Panel, Root, TabItem } from './Tabs.styles';

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
 * Tabs (react-aria useTabList/useTab/useTabPanel): one tab stop, arrow keys follow the reading
 * direction, Home and End go to the first and last tab.
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
  const state = useTabListState<TabDefinition>({
    items,
    children: (item) => <Item key={item.id}>{t(item.label)}</Item>,
    selectedKey: value,
    defaultSelectedKey: defaultValue,
    onSelectionChange: (key) => onChange?.(String(key)),
    disabledKeys: items.filter((item) => item.disabled).map((item) => item.id),
  });
  const ref = useRef<HTMLDivElement>(null);
  const { tabListProps } = useTabList(
    { 'aria-label': t(label), keyboardActivation, orientation },
    state,
    ref,
  );
  return (
    <Root data-orientation={orientation}>
      <List {...tabListProps} ref={ref} data-full-width={fullWidth ? '' : undefined}>
        {[...state.collection].map((item) => (
          <Tab key={item.key} item={item} state={state} />
        ))}
      </List>
      <TabPanel key={state.selectedItem?.key} state={state} />
    </Root>
  );
}

function Tab({ item, state }: { item: Node<TabDefinition>; state: TabListState<TabDefinition> }) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabProps } = useTab({ key: item.key }, state, ref);
  return (
    <TabItem {...tabProps} ref={ref}>
      {item.rendered}
    </TabItem>
  );
}

function TabPanel({ state }: { state: TabListState<TabDefinition> }) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabPanelProps } = useTabPanel({}, state, ref);
  return (
    <Panel {...tabPanelProps} ref={ref}>
      {state.selectedItem?.value?.content}
    </Panel>
  );
}
