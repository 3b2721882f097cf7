import { useState } from 'react';
import { Checkbox } from 'primereact/checkbox';
import { SelectButton } from 'primereact/selectbutton';
import { DateField, DropdownField, Field, NumberField, PasswordField, SearchBox, SwitchField, TextAreaField, TextField } from '@pathdesk/web-ui';
import { Example, GalleryPage } from '../gallery';
import { RadioChoices } from '../radio-choices';
import { PATIENT_TITLES, SAMPLE_HOSPITALS } from '../sample-data';

const ADEQUACY = [
  { value: 'satisfactory', label: 'Satisfactory' },
  { value: 'unsatisfactory', label: 'Unsatisfactory' },
] as const;

const KINDS = [
  { label: 'Surgical', value: 'surgical' },
  { label: 'Cytological', value: 'cytological' },
  { label: 'Gynecological', value: 'gynecological' },
];

/** /uikit/input: every form control PathDesk uses, as @pathdesk/web-ui wraps it. */
export function InputPage() {
  const [hn, setHn] = useState('');
  const [name, setName] = useState('');
  const [containers, setContainers] = useState<number | null>(2);
  const [price, setPrice] = useState<number | null>(1500);
  const [hospital, setHospital] = useState<number | null>(null);
  const [title, setTitle] = useState<string | null>('นางสาว');
  const [received, setReceived] = useState<Date | null>(new Date(2025, 2, 5, 9, 15));
  const [lmp, setLmp] = useState<Date | null>(null);
  const [active, setActive] = useState(true);
  const [adequacy, setAdequacy] = useState<(typeof ADEQUACY)[number]['value'] | null>(null);
  const [kind, setKind] = useState('surgical');
  const [remember, setRemember] = useState(false);
  const [password, setPassword] = useState('');
  const [search, setSearch] = useState('');
  const [history, setHistory] = useState('');

  return (
    <GalleryPage title="Input" subtitle="The form controls of PathDesk: labelled, described by their hint, marked when invalid.">
      <Example
        title="Text"
        use="short free text: HN, names, specimen. Give a hint for the expected form and an error when it is wrong."
        code="import { TextField } from '@pathdesk/web-ui';"
      >
        <div className="grid">
          <div className="col-12 md:col-4">
            <TextField id="in-hn" label="HN" required hint="Hospital number, digits only" value={hn} onChange={setHn} inputMode="numeric" autoComplete="off" />
          </div>
          <div className="col-12 md:col-4">
            <TextField id="in-name" label="First name" error={name.trim() ? undefined : 'is required'} value={name} onChange={setName} autoComplete="off" />
          </div>
          <div className="col-12 md:col-4">
            <TextField id="in-accession" label="Accession number" value="S68-00012" disabled hint="Given by the server" onChange={() => undefined} />
          </div>
        </div>
      </Example>

      <Example title="Numbers" use="counts and money. Set min and max; money in THB with two decimals." code="import { NumberField } from '@pathdesk/web-ui';">
        <div className="grid">
          <div className="col-12 md:col-4">
            <NumberField id="in-containers" label="Containers" value={containers} onChange={setContainers} min={1} max={50} showButtons />
          </div>
          <div className="col-12 md:col-4">
            <NumberField id="in-price" label="Price (THB)" value={price} onChange={setPrice} mode="decimal" minFractionDigits={2} maxFractionDigits={2} min={0} />
          </div>
        </div>
      </Example>

      <Example
        title="Choices from a list"
        use="a hospital, doctor or config value. Filter long lists; let a cleared value mean none; an editable dropdown takes a value not in the list."
        code="import { DropdownField } from '@pathdesk/web-ui';"
      >
        <div className="grid">
          <div className="col-12 md:col-6">
            <DropdownField
              id="in-hospital"
              label="Hospital"
              value={hospital}
              options={SAMPLE_HOSPITALS}
              optionLabel="name"
              optionValue="id"
              filter
              showClear
              placeholder="All hospitals"
              onChange={setHospital}
            />
          </div>
          <div className="col-12 md:col-3">
            <DropdownField id="in-title" label="Title" hint="Pick or type" value={title} options={PATIENT_TITLES} editable aria-label="Title" onChange={setTitle} />
          </div>
        </div>
      </Example>

      <Example
        title="Dates"
        use="when something happened. The calendar speaks Thai (Sunday first); add the time for reception, keep the future out for past events."
        code="import { DateField } from '@pathdesk/web-ui';"
      >
        <div className="grid">
          <div className="col-12 md:col-4">
            <DateField id="in-received" label="Received" value={received} onChange={setReceived} showTime hourFormat="24" showIcon showButtonBar maxDate={new Date()} />
          </div>
          <div className="col-12 md:col-4">
            <DateField id="in-lmp" label="Last menstrual period" value={lmp} onChange={setLmp} showIcon maxDate={new Date()} />
          </div>
        </div>
      </Example>

      <Example
        title="On or off"
        use="a setting that applies at once or a record's state (active). A check box for a choice inside a form."
        code="import { SwitchField } from '@pathdesk/web-ui';"
      >
        <div className="grid">
          <div className="col-12 md:col-4">
            <SwitchField id="in-active" label="Active" hint="Inactive entries leave the dropdowns." checked={active} onChange={setActive} />
          </div>
          <div className="col-12 md:col-8 flex align-items-center gap-2">
            <Checkbox inputId="in-remember" checked={remember} onChange={(e) => setRemember(!!e.checked)} />
            <label htmlFor="in-remember">Remember as my default hospital</label>
          </div>
        </div>
      </Example>

      <Example title="One of a few" use="two to five options all worth seeing at once: radio buttons in a form, a select button as a toolbar filter.">
        <div className="grid">
          <div className="col-12 md:col-6">
            <RadioChoices id="in-adequacy" label="Specimen adequacy" options={ADEQUACY} value={adequacy} onChange={setAdequacy} />
          </div>
          <div className="col-12 md:col-6">
            <Field id="in-kind" label="Case kind">
              {(p) => <SelectButton id={p.id} aria-describedby={p['aria-describedby']} value={kind} options={KINDS} allowEmpty={false} onChange={(e) => setKind(e.value)} />}
            </Field>
          </div>
        </div>
      </Example>

      <Example title="Longer text" use="clinical history, a gross description, a reason for an amendment." code="import { TextAreaField } from '@pathdesk/web-ui';">
        <TextAreaField id="in-history" label="Clinical history" rows={3} autoResize hint="What the requisition says" value={history} onChange={setHistory} />
      </Example>

      <Example title="Password" use="sign-in, a new password (autoComplete new-password), a reset by an administrator." code="import { PasswordField } from '@pathdesk/web-ui';">
        <div className="grid">
          <div className="col-12 md:col-6">
            <PasswordField id="in-password" label="New password" hint="At least 8 characters." value={password} onChange={setPassword} toggleMask autoComplete="new-password" />
          </div>
        </div>
      </Example>

      <Example title="Search" use="the search box of a list's toolbar: the list follows as the user types." code="import { SearchBox } from '@pathdesk/web-ui';">
        <SearchBox label="Search cases" value={search} onChange={(e) => setSearch(e.target.value)} />
        <p className="text-color-secondary text-sm mb-0">{search ? `Searching for “${search}”` : 'Type an accession number, HN or name.'}</p>
      </Example>
    </GalleryPage>
  );
}
