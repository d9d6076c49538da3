/** Sample faulty target: progress clamps percent to 0–99, an off-by-one upper bound. */
import { deviantReference } from '../deviant-reference.ts';

export default deviantReference({
  name: 'faulty-progress-clamp',
  patchProps: (name, props) => {
    if (name !== 'progress' || props.percent === undefined) return props;
    const percent = parseFloat(String(props.percent));
    return { ...props, percent: percent >= 99 ? 99 : props.percent };
  },
});
