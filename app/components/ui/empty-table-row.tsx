type Props = {
  /** How many columns the table has: the row spans them all. */
  columns: number;
  /** The sentence, «Aucun résultat». */
  children: React.ReactNode;
  /** For a table whose rows stack as cards on phones (display: block below sm). */
  stacked?: boolean;
};

/** A table's only row when it lists nothing: one centred sentence across every column. */
export function EmptyTableRow({ columns, children, stacked = false }: Props) {
  return (
    <tr className={stacked ? "max-sm:block" : undefined}>
      <td colSpan={columns} className={`px-3 py-6 text-center text-slate-500${stacked ? " max-sm:block" : ""}`}>
        {children}
      </td>
    </tr>
  );
}
