import { NOTE_MAX_LENGTH, type NoteDto } from '@common/leads';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { getErrorMessage } from '@web/lib/api-client';
import { cn } from '@web/lib/utils';
import { MessageSquareText, Pencil } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useAddNote } from '../api/add-note';
import { useEditNote } from '../api/edit-note';
import { useNotes } from '../api/get-notes';
import { formatDateTime, formatWhen } from '../lead-format';
import { canSendNote, isNearNoteLimit } from '../note-text';

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatWhen(iso)}
    </time>
  );
}

interface NoteFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  disabled: boolean;
  placeholder?: string;
  autoFocus?: boolean;
}

/** A note's text, with the limit shown once it is close (and red past it); Ctrl/⌘+Enter sends. */
function NoteField({
  id,
  label,
  value,
  onChange,
  onSubmit,
  disabled,
  placeholder,
  autoFocus,
}: NoteFieldProps) {
  const counterId = `${id}-counter`;
  const isNear = isNearNoteLimit(value);
  const isOver = value.trim().length > NOTE_MAX_LENGTH;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Textarea
        id={id}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        autoFocus={autoFocus}
        aria-describedby={isNear ? counterId : undefined}
        aria-invalid={isOver || undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            onSubmit();
          }
        }}
        className="min-h-20"
      />
      {isNear && (
        <p
          id={counterId}
          className={cn(
            'text-right text-xs tabular-nums',
            isOver ? 'font-medium text-red-700' : 'text-muted-foreground',
          )}
        >
          {value.length.toLocaleString('en-US')} / {NOTE_MAX_LENGTH.toLocaleString('en-US')} characters
        </p>
      )}
    </div>
  );
}

/** The earlier texts of an edited note, newest first, behind a disclosure. */
function NoteHistory({ note }: { note: NoteDto }) {
  if (!note.editedAt) return null;
  const count = note.history.length;
  return (
    <details className="group mt-1.5 text-xs" data-testid="note-history">
      <summary className="cursor-pointer text-muted-foreground select-none hover:text-foreground">
        Edited <When iso={note.editedAt} />
        {count > 0 && ` · ${count} earlier version${count === 1 ? '' : 's'}`}
      </summary>
      <ol className="mt-1.5 space-y-1.5 border-l-2 pl-2.5">
        {note.history.map((revision) => (
          <li key={revision.replacedAt}>
            <p className="whitespace-pre-wrap break-words text-muted-foreground">{revision.body}</p>
            <p className="text-[11px] text-muted-foreground/80">
              replaced <When iso={revision.replacedAt} />
            </p>
          </li>
        ))}
      </ol>
    </details>
  );
}

function NoteItem({ caseId, note }: { caseId: number; note: NoteDto }) {
  const [draft, setDraft] = useState<string | null>(null);
  const edit = useEditNote(caseId);
  const fieldId = useId();
  const save = () => {
    if (draft === null || !canSendNote(draft) || edit.isPending) return;
    if (draft.trim() === note.body) {
      setDraft(null);
      return;
    }
    edit.mutate(
      { noteId: note.id, body: { body: draft } },
      {
        onSuccess: () => setDraft(null),
        onError: (error) =>
          toast({
            title: 'Could Not Save the Note',
            description: getErrorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <li className="py-3 first:pt-0 last:pb-0" data-testid="note">
      <div className="flex items-baseline justify-between gap-2">
        <p className="min-w-0 text-xs">
          <span className="font-medium text-foreground">{note.authorName ?? 'Former member'}</span>
          <span className="text-muted-foreground">
            {' · '}
            <When iso={note.createdAt} />
          </span>
        </p>
        {note.isOwn && draft === null && (
          <Button
            variant="ghost"
            size="sm"
            className="h-7 shrink-0 px-2 text-muted-foreground"
            onClick={() => setDraft(note.body)}
            aria-label={`Edit your note of ${formatDateTime(note.createdAt)}`}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        )}
      </div>
      {draft === null ? (
        <p className="mt-1 text-sm whitespace-pre-wrap break-words">{note.body}</p>
      ) : (
        <form
          className="mt-1.5 space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <NoteField
            id={fieldId}
            label="Edit the note"
            value={draft}
            onChange={setDraft}
            onSubmit={save}
            disabled={edit.isPending}
            autoFocus
          />
          <div className="flex justify-end gap-2">
            <Button variant="outline" size="sm" onClick={() => setDraft(null)} disabled={edit.isPending}>
              Cancel
            </Button>
            <Button type="submit" size="sm" disabled={!canSendNote(draft) || edit.isPending}>
              {edit.isPending ? 'Saving…' : 'Save'}
            </Button>
          </div>
        </form>
      )}
      <NoteHistory note={note} />
    </li>
  );
}

function AddNoteForm({ caseId }: { caseId: number }) {
  const [text, setText] = useState('');
  const add = useAddNote(caseId);
  const fieldId = useId();
  const send = () => {
    if (!canSendNote(text) || add.isPending) return;
    add.mutate(
      { body: text },
      {
        onSuccess: () => setText(''),
        onError: (error) =>
          toast({
            title: 'Could Not Add the Note',
            description: getErrorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  return (
    <form onSubmit={submit} className="space-y-2 border-t pt-4">
      <NoteField
        id={fieldId}
        label="New note"
        value={text}
        onChange={setText}
        onSubmit={send}
        disabled={add.isPending}
        placeholder="What happened, what is next…"
      />
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={!canSendNote(text) || add.isPending}>
          {add.isPending ? 'Adding…' : 'Add note'}
        </Button>
      </div>
    </form>
  );
}

/** The team's notes on the case, oldest first, and a form for the next; the caller edits their own. */
export function NotesCard({ caseId }: { caseId: number }) {
  const notes = useNotes(caseId);
  const count = notes.data?.length ?? 0;
  return (
    <Card aria-labelledby="notes-title" data-testid="notes-card">
      <CardHeader className="pb-3">
        <CardTitle as="h2" id="notes-title" className="flex items-center gap-2 text-base">
          <MessageSquareText className="size-4 text-blue-700" aria-hidden="true" />
          Notes
          {count > 0 && <span className="font-normal text-muted-foreground">({count})</span>}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {notes.isPending ? (
          <Spinner label="Loading notes" />
        ) : notes.isError ? (
          <div className="flex items-center justify-between gap-3 text-sm text-red-800">
            <p>The notes could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void notes.refetch()}>
              Try Again
            </Button>
          </div>
        ) : count === 0 ? (
          <p className="text-sm text-muted-foreground">No notes yet.</p>
        ) : (
          <ol className="divide-y">
            {notes.data.map((note) => (
              <NoteItem key={note.id} caseId={caseId} note={note} />
            ))}
          </ol>
        )}
        <AddNoteForm caseId={caseId} />
      </CardContent>
    </Card>
  );
}
