// The design system on one page, for development only: `npm run dev -w console`, then open
// /gallery/ (add ?lang=zh or ?lang=zh_cn). Not part of the build; sample text is not translated.
import { I18nProvider } from '@lingui/react';
import { Inbox, Plus } from 'lucide-react';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../src/app/GlobalStyle';
import { activateLocale, i18n, toLocale } from '../src/shared/i18n';
import { theme } from '../src/shared/theme';
import { Avatar } from '../src/ui/Avatar';
import { Badge } from '../src/ui/Badge';
import { Button } from '../src/ui/Button';
import { Checkbox } from '../src/ui/Checkbox';
import { CollapsibleSection } from '../src/ui/CollapsibleSection';
import { DateTimePicker } from '../src/ui/DateTimePicker';
import { Drawer } from '../src/ui/Drawer';
import { EmptyState } from '../src/ui/EmptyState';
import { FormMessage } from '../src/ui/FormMessage';
import { Input } from '../src/ui/Input';
import { Modal } from '../src/ui/Modal';
import { Popover } from '../src/ui/Popover';
import { Select } from '../src/ui/Select';
import { Spinner } from '../src/ui/Spinner';
import { Table } from '../src/ui/Table';
import { Tabs } from '../src/ui/Tabs';
import { ToastProvider } from '../src/ui/toast/ToastProvider';
import { useToast } from '../src/ui/toast/useToast';
import { TooltipProvider } from '../src/ui/Tooltip';

const people = [
  { id: '1', name: 'Mei Chen', email: 'mei@example.com', online: true, conversations: 12 },
  { id: '2', name: 'Tom Becker', email: 'tom@example.com', online: false, conversations: 3 },
  { id: '3', name: '王小明', email: 'xiaoming@example.com', online: true, conversations: 7 },
];

function Gallery() {
  const toast = useToast();
  const [modal, setModal] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const [checked, setChecked] = useState(true);
  const [channel, setChannel] = useState('whatsapp');
  const [when, setWhen] = useState<Date | null>(null);
  const now = new Date();

  return (
    <Page>
      <h1>Design system</h1>
      <Row>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="ghost" icon={<Plus size={16} />}>
          Ghost
        </Button>
        <Button variant="danger">Danger</Button>
        <Button loading>Saving</Button>
        <Button size="small">Small</Button>
        <Button disabled>Disabled</Button>
      </Row>
      <Row>
        <Badge>Neutral</Badge>
        <Badge tone="primary">Primary</Badge>
        <Badge tone="success">Success</Badge>
        <Badge tone="warning">Scheduled</Badge>
        <Badge tone="danger">Overdue</Badge>
        <Spinner />
        <Avatar name="Mei Chen" online />
        <Avatar name="Tom Becker" online={false} size={44} />
        <Avatar name="王小明" size={28} />
      </Row>
      <Grid>
        <Input label="Email" placeholder="you@company.com" hint="We never share it." />
        <Input label="Password" type="password" error="Please enter password" />
        <Select
          label="Channel platform type"
          value={channel}
          onChange={setChannel}
          options={[
            { value: 'whatsapp', label: 'WhatsApp' },
            { value: 'facebook', label: 'Facebook' },
          ]}
        />
        <DateTimePicker label="Snooze until" value={when} onChange={setWhen} min={now} max={new Date(now.getTime() + 30 * 86_400_000)} />
        <Checkbox label="Include voice messages" description="Adds audio files to the export." checked={checked} onCheckedChange={setChecked} />
        <FormMessage>Incorrect email or password</FormMessage>
      </Grid>
      <Row>
        <Button variant="secondary" onClick={() => setModal(true)}>
          Open modal
        </Button>
        <Button variant="secondary" onClick={() => setDrawer(true)}>
          Open drawer
        </Button>
        <Popover trigger={<Button variant="secondary">Open popover</Button>} label="Invite">
          <Input label="Agent email" />
        </Popover>
        <Button variant="secondary" onClick={() => toast({ kind: 'success', title: 'Team deleted successfully' })}>
          Success toast
        </Button>
        <Button variant="secondary" onClick={() => toast({ kind: 'info', title: 'Check your email' })}>
          Info toast
        </Button>
        <Button variant="secondary" onClick={() => toast({ kind: 'error', title: 'Update failed', description: 'Server connection failed' })}>
          Error toast
        </Button>
      </Row>
      <Tabs
        label="Media library"
        items={[
          {
            value: 'photo',
            label: 'Photo',
            content: <EmptyState icon={<Inbox size={28} />} title="NoPhotos" description="Photos shared in this conversation appear here." />,
          },
          { value: 'file', label: 'File', content: <p>Files</p> },
          { value: 'audio', label: 'Audio', content: <p>Audio</p> },
        ]}
      />
      <Table
        caption="Agents"
        rows={people}
        rowKey={(p) => p.id}
        columns={[
          {
            key: 'name',
            header: 'Name',
            render: (p) => (
              <NameCell>
                <Avatar name={p.name} online={p.online} size={28} />
                {p.name}
              </NameCell>
            ),
          },
          { key: 'email', header: 'Email', render: (p) => <a href={`mailto:${p.email}`}>{p.email}</a> },
          { key: 'count', header: 'Conversations', align: 'right', render: (p) => p.conversations },
        ]}
      />
      <CollapsibleSection title="Customer Fields" description="Fields every customer profile shows." defaultOpen aside={<Badge>4</Badge>}>
        <p>Section body.</p>
      </CollapsibleSection>
      <Modal
        open={modal}
        onOpenChange={setModal}
        title="Remove connection"
        description="Conversations already received stay in the inbox."
        footer={
          <>
            <Button variant="secondary" onClick={() => setModal(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => setModal(false)}>
              Remove
            </Button>
          </>
        }
      />
      <Drawer open={drawer} onOpenChange={setDrawer} title="New template" footer={<Button onClick={() => setDrawer(false)}>Save</Button>}>
        <Grid>
          <Input label="Key" />
          <Input label="Name" />
        </Grid>
      </Drawer>
    </Page>
  );
}

const Page = styled.main`
  display: flex;
  flex-direction: column;
  gap: 24px;
  max-width: 1100px;
  margin: 0 auto;
  padding: 40px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 20px;
  align-items: start;
`;

const NameCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 10px;
`;

const locale = toLocale(new URLSearchParams(window.location.search).get('lang')) ?? 'en';
void activateLocale(locale).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <TooltipProvider>
            <ToastProvider>
              <BrowserRouter>
                <Gallery />
              </BrowserRouter>
            </ToastProvider>
          </TooltipProvider>
        </ThemeProvider>
      </I18nProvider>
    </StrictMode>,
  );
});
