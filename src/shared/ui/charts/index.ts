export { LineChart, Legend, type LineSeries } from './LineChart';
export { BarChart, type BarDatum } from './BarChart';
