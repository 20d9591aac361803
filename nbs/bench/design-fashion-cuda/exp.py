"How 0.3.0's default was chosen: one (variant, seed) a process, its budgets in turn, a JSON line a run (see run.json beside this file)"
import sys, json, time, math, warnings, torch
import fastai_sb.core as core
from fastai.vision.all import *
from fastai_sb.all import *
from fastai_sb.bench import bench_learner, BenchMeter

class SpeedFloor(SelectiveBackprop):
    "keep raised while the held-out loss still falls fast: floor = min_keep + (1-min_keep) * drop / ref"
    def __init__(self, ref=0.1, smooth=True, **kw):
        super().__init__(**kw); self.ref,self.smooth = ref,smooth
    def _choose_keep(self):
        keep, share = super()._choose_keep()
        v = [r[1] for r in self.learn.recorder.values]
        if len(v) >= 2 and keep < 1:
            d = 1 - v[-1] / v[-2]
            if self.smooth and len(v) >= 3: d = (d + 1 - v[-2] / v[-3]) / 2
            floor = self.min_keep + (1 - self.min_keep) * max(0., d) / self.ref
            keep = min(1., max(keep, floor))
        return keep, share

VARIANTS = {
    'baseline': None,
    'default': {},
    'lr0': dict(lr_power=0.),
    'nocheck': dict(check_held_out=False),
    'trustlo': {},
    'speed10': dict(_cls=SpeedFloor, ref=0.10),
    'speed05': dict(_cls=SpeedFloor, ref=0.05),
    'speed10-mk40': dict(_cls=SpeedFloor, ref=0.10, min_keep=0.4),
    'speed10-trustlo': dict(_cls=SpeedFloor, ref=0.10),
    'mk40': dict(min_keep=0.4),
    'random': dict(policy='uniform'),
}

def parse(variant, epochs):
    "Options from a name like t45+v4+lr1: trust (0.35, 0.45), selection from epoch 4, lr_power 1"
    if variant in VARIANTS: return VARIANTS[variant]
    cfg = {}
    for p in variant.split('+'):
        if p == 'def': continue
        elif p == 'random': cfg['policy'] = 'uniform'
        elif p == 'nocheck': cfg['check_held_out'] = False
        elif p.startswith('t'): core.held_out_trusted = ((int(p[1:]) - 10) / 100, int(p[1:]) / 100)
        elif p.startswith('v'): cfg['start'] = min(0.99, (int(p[1:]) - 0.25) / epochs)
        elif p.startswith('lr'): cfg['lr_power'] = float(p[2:])
        elif p.startswith('mk'): cfg['min_keep'] = int(p[2:]) / 100
        elif p.startswith('b'): cfg['beta'] = float(p[1:])
        elif p.startswith('hs'): cfg['hard_share'] = int(p[2:]) / 100
        else: raise ValueError(p)
    return cfg

def run(variant, seed, epochs, dataset, device, bs, model='reference', normalize=False, lr=3e-3):
    if 'trustlo' in variant: core.held_out_trusted = (0.3, 0.4)
    set_seed(seed, reproducible=True)
    learn = bench_learner(dataset, bs=bs, device=device, model=model, normalize=normalize)
    cfg = parse(variant, epochs)
    sb = None
    if cfg is not None:
        cfg = dict(cfg); cls = cfg.pop('_cls', SelectiveBackprop); sb = cls(**cfg)
    meter = BenchMeter()
    with learn.no_bar(), learn.no_logging(), warnings.catch_warnings():
        warnings.simplefilter('ignore')
        learn.fit_one_cycle(epochs, lr, cbs=[meter] + ([sb] if sb else []))
    vals = learn.recorder.values
    st = sb.stats if sb is not None else None
    keep = [] if st is None else [None if v is None or v != v else round(float(v), 4) for v in st['planned_keep']]
    held = [] if st is None or 'held_out_share' not in st else [None if v is None or v != v else round(float(v), 4) for v in st['held_out_share']]
    return dict(variant=variant, seed=seed, epochs=epochs, dataset=dataset, bs=bs, model=model, normalize=normalize, device=str(device),
                acc=float(vals[-1][2]), valid_loss=float(vals[-1][1]), steps=meter.steps, train_s=meter.train_s,
                valid_curve=[round(float(r[1]), 4) for r in vals], acc_curve=[round(float(r[2]), 4) for r in vals],
                train_curve=[round(float(r[0]), 4) for r in vals], keep=keep, held=held, epoch_s=[round(t, 3) for t in meter.epoch_s])

if __name__ == '__main__':
    out, variant, seed, dataset, device, bs = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5], int(sys.argv[6])
    epochs = [int(e) for e in sys.argv[7].split(',')]
    normalize = len(sys.argv) > 8 and sys.argv[8] == 'norm'
    model = sys.argv[9] if len(sys.argv) > 9 else 'reference'
    torch.set_num_threads(1)
    for e in epochs:
        r = run(variant, seed, e, dataset, device, bs, model=model, normalize=normalize)
        with open(out, 'a') as f: f.write(json.dumps(r) + '\n')
        print(variant, seed, e, r['acc'], r['steps'], flush=True)
