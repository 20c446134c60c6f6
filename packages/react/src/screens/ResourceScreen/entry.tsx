// The resource pages' registry entry (registry/screenEntry.ts).
import type { ScreenEntry } from '../registry/screenEntry';
import { title } from '../registry/screenEntry';
import { ResourceScreen } from './ResourceScreen';

// spec §2 resources: a content page (IB pricing-booster); the route table redirects the rest
export const resourcesEntry: ScreenEntry = {
  frame: 'layout',
  load: 'first',
  render: (props) => <ResourceScreen resourceType={props.params.resourceType} {...title(props)} />,
};
