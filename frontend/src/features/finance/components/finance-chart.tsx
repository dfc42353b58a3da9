// The dashboard's chart, in its own chunk: recharts (about 110 KB gzipped) loads only when the
// finance dashboard is opened (React.lazy in the page).
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { currencySymbol, formatMoney } from '@shared/money/money';
import { axisMoney, shortLabel, type ChartPoint, type ChartType } from '../lib/chart-types';

// The hidden tooltip keeps its last place when the chart narrows (a phone turned, a window
// resized) and would widen the page: the chart's box clips it.
const CLIP = 'overflow-hidden';

const INCOME = '#0f766e';
const EXPENSES = '#dc2626';
const PIE = ['#0f766e', '#2563eb', '#7c3aed', '#d97706', '#db2777', '#16a34a', '#dc2626'];
const HEIGHT = 380;
// Room for the angled category names below the bars and the money ticks on the left: names are
// cut to what the room holds (the tooltip says the whole name), never by the chart's edge.
const NAME_CHARS = 16;
const MARGIN = { top: 8, right: 16, bottom: 8, left: 8 };

type Props = { type: ChartType; data: ChartPoint[]; currency: string };

/** Income and expenses each in their own pie: one pie of both would add unlike things up. */
function Pies({ data, money }: { data: ChartPoint[]; money: (units: number) => string }) {
  const pies = [
    { title: 'Income', values: data.filter((p) => p.Income !== undefined), key: 'Income' as const },
    {
      title: 'Expenses',
      values: data.filter((p) => p.Expenses !== undefined),
      key: 'Expenses' as const,
    },
  ];
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {pies.map(({ title, values, key }) => (
        <section key={title} aria-label={`${title} by category`} className="min-w-0">
          <h3 className="mb-2 text-center text-sm font-medium">{title}</h3>
          {values.length === 0 ? (
            <p className="py-16 text-center text-sm text-muted-foreground">
              No {title.toLowerCase()} in this period.
            </p>
          ) : (
            <ResponsiveContainer width="100%" height={HEIGHT - 40} className={CLIP}>
              <PieChart>
                <Tooltip formatter={(value) => money(Number(value))} />
                <Legend formatter={(name) => shortLabel(String(name), 24)} />
                <Pie
                  data={values.map((p) => ({ name: p.name, value: p[key] ?? 0 }))}
                  dataKey="value"
                  nameKey="name"
                  outerRadius="75%"
                  isAnimationActive={false}
                >
                  {values.map((p, index) => (
                    <Cell key={p.name} fill={PIE[index % PIE.length]} />
                  ))}
                </Pie>
              </PieChart>
            </ResponsiveContainer>
          )}
        </section>
      ))}
    </div>
  );
}

export default function FinanceChart({ type, data, currency }: Props) {
  const symbol = currencySymbol(currency);
  const money = (units: number) => formatMoney(Math.round(units * 100), currency);
  const tick = (units: number) => axisMoney(units, symbol);
  const name = (value: unknown) => shortLabel(String(value), NAME_CHARS);
  const axes = (horizontal = false) =>
    horizontal
      ? [
          <XAxis key="x" type="number" tickFormatter={tick} />,
          <YAxis
            key="y"
            type="category"
            dataKey="name"
            width={130}
            interval={0}
            tickFormatter={name}
          />,
        ]
      : [
          <XAxis
            key="x"
            dataKey="name"
            interval={0}
            angle={-35}
            textAnchor="end"
            height={100}
            tickFormatter={name}
          />,
          <YAxis key="y" width={80} tickFormatter={tick} />,
        ];
  const common = [
    <CartesianGrid key="grid" strokeDasharray="3 3" />,
    <Tooltip key="tip" formatter={(value) => money(Number(value))} />,
    <Legend key="legend" verticalAlign="top" height={32} />,
  ];
  if (type === 'Pie Chart') return <Pies data={data} money={money} />;
  return (
    <ResponsiveContainer width="100%" height={HEIGHT} className={CLIP}>
      {type === 'Horizontal Bars' ? (
        <BarChart data={data} layout="vertical" margin={MARGIN}>
          {common}
          {axes(true)}
          <Bar dataKey="Income" fill={INCOME} stackId="a" />
          <Bar dataKey="Expenses" fill={EXPENSES} stackId="a" />
        </BarChart>
      ) : type === 'Line Chart' ? (
        <LineChart data={data} margin={MARGIN}>
          {common}
          {axes()}
          <Line dataKey="Income" stroke={INCOME} connectNulls />
          <Line dataKey="Expenses" stroke={EXPENSES} connectNulls />
        </LineChart>
      ) : type === 'Scatter' ? (
        // No point labels (they overlapped): the tooltip names each point.
        <ScatterChart margin={MARGIN}>
          {common}
          <XAxis
            dataKey="name"
            type="category"
            allowDuplicatedCategory={false}
            interval={0}
            angle={-35}
            textAnchor="end"
            height={100}
            tickFormatter={name}
          />
          <YAxis dataKey="value" width={80} tickFormatter={tick} />
          <Scatter
            name="Income"
            data={data
              .filter((p) => p.Income !== undefined)
              .map((p) => ({ name: p.name, value: p.Income }))}
            fill={INCOME}
          />
          <Scatter
            name="Expenses"
            data={data
              .filter((p) => p.Expenses !== undefined)
              .map((p) => ({ name: p.name, value: p.Expenses }))}
            fill={EXPENSES}
          />
        </ScatterChart>
      ) : (
        <BarChart data={data} margin={MARGIN}>
          {common}
          {axes()}
          <Bar dataKey="Income" fill={INCOME} stackId="a" />
          <Bar dataKey="Expenses" fill={EXPENSES} stackId="a" />
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
