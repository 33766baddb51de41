import { AUDIT_KINDS, type AuditKind } from '@classroom/http-contract';
import { Button, Input, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { AuditLogStore } from '../stores/audit-log.store';
import { AUDIT_KIND_TEXT } from './audit-description';
import { showFailure } from './run-confirmed';

const kindOptions = AUDIT_KINDS.map((kind) => ({
  value: kind,
  label: AUDIT_KIND_TEXT[kind].label,
}));

/** The first instant of a local day ("2026-01-15"), or of the day after it. */
function dayStart(day: string, plusDays = 0): string | undefined {
  if (!day) return undefined;
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + plusDays);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** Person, kind and a range of days (both ends included, in the admin's own time zone). */
export const AuditFilters = observer(function AuditFilters({ store }: { store: AuditLogStore }) {
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const apply = (change: Parameters<AuditLogStore['applyFilter']>[0]) =>
    void store.applyFilter(change).catch(showFailure);
  const personOptions = store.people.map((person) => ({
    value: person.id,
    label: person.name ?? `Deleted account (${person.id})`,
  }));

  return (
    <div className="audit-filters" role="search" aria-label="Filter the audit log">
      <div className="audit-filter">
        <label htmlFor="audit-person">Person</label>
        <Select
          id="audit-person"
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          placeholder="Anyone"
          options={personOptions}
          value={store.filter.person}
          onChange={(person?: string) => apply({ person })}
        />
      </div>
      <div className="audit-filter">
        <label htmlFor="audit-kind">Kind</label>
        <Select
          id="audit-kind"
          allowClear
          placeholder="Every kind"
          options={kindOptions}
          value={store.filter.kind}
          onChange={(kind?: AuditKind) => apply({ kind })}
        />
      </div>
      <div className="audit-filter">
        <label htmlFor="audit-from">From</label>
        <Input
          id="audit-from"
          type="date"
          value={fromDay}
          max={toDay || undefined}
          onChange={(event) => {
            setFromDay(event.target.value);
            apply({ from: dayStart(event.target.value) });
          }}
        />
      </div>
      <div className="audit-filter">
        <label htmlFor="audit-to">To</label>
        <Input
          id="audit-to"
          type="date"
          value={toDay}
          min={fromDay || undefined}
          onChange={(event) => {
            setToDay(event.target.value);
            apply({ to: dayStart(event.target.value, 1) });
          }}
        />
      </div>
      <Button
        className="audit-clear"
        onClick={() => {
          setFromDay('');
          setToDay('');
          apply({ person: undefined, kind: undefined, from: undefined, to: undefined });
        }}
      >
        Clear filters
      </Button>
    </div>
  );
});
