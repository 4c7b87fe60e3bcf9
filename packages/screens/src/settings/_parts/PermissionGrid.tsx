import {
  resourceActions,
  permissionResources,
  permissionScopeOf,
  type Permission,
  type PermissionAction,
  type PermissionResource,
} from '@rabt/contract';
import { Checkbox, useT } from '@rabt/ui';
import * as styles from './PermissionGrid.css.ts';

const SCOPES = ['administration', 'publish'] as const;

export interface PermissionGridProps {
  /** Ids prefix for the fieldsets (two grids on one page must differ). */
  idPrefix: string;
  value: readonly Permission[];
  onChange?: (next: Permission[]) => void;
  /** Read-only: built-in roles, or a key's scopes after creation. */
  readOnly?: boolean;
  /** Only these may be ticked (a key's scopes within its creator's permissions). */
  allowed?: ReadonlySet<Permission>;
  error?: string | null;
}

/** Resource × action checkboxes, grouped under the spec's two scopes (Administration, Publish). */
export function PermissionGrid({ idPrefix, value, onChange, readOnly = false, allowed, error }: PermissionGridProps) {
  const t = useT();
  const selected = new Set(value);
  const toggle = (permission: Permission, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(permission);
    else next.delete(permission);
    onChange?.([...next].toSorted() as Permission[]);
  };
  return (
    <div className={styles.grid} aria-describedby={error ? `${idPrefix}-error` : undefined}>
      {SCOPES.map((scope) => (
        <fieldset key={scope} className={styles.scope}>
          <legend className={styles.scopeLegend}>{t(`screens.settings.scope.${scope}`)}</legend>
          {permissionResources
            .filter((r) => permissionScopeOf[r] === scope)
            .map((resource: PermissionResource) => (
              <fieldset key={resource} className={styles.resource} id={`${idPrefix}-${resource}`}>
                <legend className={styles.resourceLegend}>{t(`screens.settings.resource.${resource}`)}</legend>
                <div className={styles.actions}>
                  {resourceActions[resource].map((action: PermissionAction) => {
                    const permission = `${resource}:${action}` as Permission;
                    return (
                      <Checkbox
                        key={action}
                        label={t(`screens.settings.action.${action}`)}
                        checked={selected.has(permission)}
                        disabled={readOnly || (allowed !== undefined && !allowed.has(permission) && !selected.has(permission))}
                        onCheckedChange={(on) => toggle(permission, on)}
                        value={permission}
                        name={`${idPrefix}-permission`}
                      />
                    );
                  })}
                </div>
              </fieldset>
            ))}
        </fieldset>
      ))}
      {error ? (
        <p id={`${idPrefix}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** "links:create" → "Links · Create" in the current language. */
export function permissionLabel(t: (id: string) => string, permission: Permission): string {
  const [resource, action] = permission.split(':');
  return `${t(`screens.settings.resource.${resource}`)} · ${t(`screens.settings.action.${action}`)}`;
}
