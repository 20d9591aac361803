"""Run a few short fits (the default, its random control, a fixed keep, an interval, no check, `fine_tune`, rescaled losses, the learnable rule) and print what each did, to the last digit.
Run once with the old code on PYTHONPATH and once with the new; compare the outputs."""
import json, sys, warnings
warnings.filterwarnings('ignore')
import torch
from fastai.basics import set_seed
import fastai_sb
from fastai_sb.callback import SelectiveBackprop
try: from fastai_sb.bench.data import reference_learner
except ImportError: from fastai_sb.data import reference_learner     # before the benchmark moved to fastai_sb.bench
new = hasattr(__import__('fastai_sb.callback', fromlist=['x']), 'SelectionTuning')
random_policy = 'random' if new else 'uniform'
out = {}
for name, dataset, epochs, kwargs in [
    ('mnist5k default 6', 'mnist5k', 6, {}),
    ('mnist5k random 6', 'mnist5k', 6, dict(policy=random_policy)),
    ('digits default 12', 'digits', 12, {}),
    ('digits random 12', 'digits', 12, dict(policy=random_policy)),
    ('digits default 40', 'digits', 40, {}),
    ('digits keep=0.5 topk 6', 'digits', 6, dict(keep=0.5, policy='topk', **(dict(tuning=dict(gate_share=0)) if new else dict(gate_share=0)))),
    ('digits keep=0.5 gated 8', 'digits', 8, dict(keep=0.5)),
    ('mnist5k start=0.3 end=0.8 8', 'mnist5k', 8, dict(start=0.3, end=0.8)),
    ('digits unchecked 8', 'digits', 8, dict(tuning=dict(check_held_out=False))),
    ('digits fine_tune 4', 'digits', -4, {}),                      # two fits, the second carrying the first's losses
    ('digits rescale keep=0.3 6', 'digits', 6, dict(keep=0.3, tuning=dict(rescale=True, gate_share=0))),
    ('mnist5k learnable 6', 'mnist5k', 6, dict(tuning=dict(learnable=True))),
]:

    set_seed(0, reproducible=True)
    learn = reference_learner(dataset, device='cpu')
    sb = SelectiveBackprop(**kwargs)
    rows = []
    from fastai.callback.core import Callback
    class Rows(Callback):
        order = SelectiveBackprop.order + 1
        def before_batch(self):
            if self.training: rows.append(hash(tuple(self.learn.xb[0].flatten()[:64].tolist())))
    with learn.no_bar(), learn.no_logging():
        if epochs < 0: learn.fine_tune(-epochs, 3e-3, cbs=[sb, Rows()])
        else: learn.fit_one_cycle(epochs, 3e-3, cbs=[sb, Rows()])
    st = sb.stats
    out[name] = dict(rows_seen=st.rows_seen.tolist(), steps=int(st.backward_batches.sum()), planned_keep=[repr(x) for x in st.planned_keep.tolist()],
                     checks=[repr(x) for x in st.held_out_ratio.tolist()], lr_scale=[repr(x) for x in st.lr_scale.tolist()],
                     batches_hash=hash(tuple(rows)), valid=[repr(float(v)) for v in learn.recorder.values[-1]],
                     train_loss=repr(float(learn.recorder.losses[-1])), params=repr(float(sum(p.double().sum() for p in learn.model.parameters()))))
    print(name, out[name]['rows_seen'], out[name]['steps'], out[name]['valid'], file=sys.stderr)
json.dump(out, open(sys.argv[1], 'w'), indent=1)
