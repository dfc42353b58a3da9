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
import type { ChartPoint, ChartType } from '../lib/chart-types';

const INCOME = '#0f766e';
const EXPENSES = '#dc2626';
const PIE = ['#0f766e', '#2563eb', '#7c3aed', '#d97706', '#db2777', '#16a34a', '#dc2626'];

export default function FinanceChart({ type, data }: { type: ChartType; data: ChartPoint[] }) {
  const axes = (horizontal = false) =>
    horizontal
      ? [
          <XAxis key="x" type="number" />,
          <YAxis key="y" type="category" dataKey="name" width={150} />,
        ]
      : [
          <XAxis key="x" dataKey="name" interval={0} angle={-30} textAnchor="end" height={90} />,
          <YAxis key="y" />,
        ];
  const common = [
    <CartesianGrid key="grid" strokeDasharray="3 3" />,
    <Tooltip key="tip" />,
    <Legend key="legend" />,
  ];
  return (
    <ResponsiveContainer width="100%" height={380}>
      {type === 'Horizontal Bars' ? (
        <BarChart data={data} layout="vertical">
          {common}
          {axes(true)}
          <Bar dataKey="Income" fill={INCOME} stackId="a" />
          <Bar dataKey="Expenses" fill={EXPENSES} stackId="a" />
        </BarChart>
      ) : type === 'Pie Chart' ? (
        <PieChart>
          <Tooltip />
          <Legend />
          <Pie
            data={data.map((p) => ({ name: p.name, value: p.Income ?? p.Expenses ?? 0 }))}
            dataKey="value"
            nameKey="name"
            outerRadius={140}
            label
          >
            {data.map((p, index) => (
              <Cell key={p.name} fill={PIE[index % PIE.length]} />
            ))}
          </Pie>
        </PieChart>
      ) : type === 'Line Chart' ? (
        <LineChart data={data}>
          {common}
          {axes()}
          <Line dataKey="Income" stroke={INCOME} connectNulls />
          <Line dataKey="Expenses" stroke={EXPENSES} connectNulls />
        </LineChart>
      ) : type === 'Scatter' ? (
        <ScatterChart>
          {common}
          <XAxis dataKey="name" type="category" allowDuplicatedCategory={false} interval={0} />
          <YAxis dataKey="value" />
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
        <BarChart data={data}>
          {common}
          {axes()}
          <Bar dataKey="Income" fill={INCOME} stackId="a" />
          <Bar dataKey="Expenses" fill={EXPENSES} stackId="a" />
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
