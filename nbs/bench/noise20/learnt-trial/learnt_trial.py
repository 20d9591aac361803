"""How the runs of this folder were made: CIFAR-10 with ResNet-8 (or Fashion-MNIST with the reference CNN), bs 256, 20
epochs, `bench_run` in one process, on a 2-core Intel Xeon. Two trials patched 0.14.0 (commit 2bcc07c) before the
library had them; the third ran 0.15.0 as is.

- `learnt`: the rows out of reach count with the learnt rows in an epoch's `keep`: the hard share, counted among the
  rows in reach, is scaled by their share of the scored rows (`easy.csv`);
- `slow`: that, and the rows out of reach refreshed half as often, their ages halved before the plan (`easy_slow.csv`;
  its row with a fifth wrong is the library's fit of seed 0 in `../cifar10-20-learnt`, added by hand);
- `library`: 0.15.0, which has both (`lib-40-seed1.csv`).

    python learnt_trial.py learnt easy.csv 0.2,0.4 0
    python learnt_trial.py slow easy_slow.csv 0.4 0
    python learnt_trial.py library lib-40-seed1.csv 0.4 1
    python learnt_trial.py library lib-fashion.csv 0.2,0.4 0 fashion      # Fashion-MNIST, the reference CNN
"""
import sys, csv, torch
import fastai_sb.plan as plan, fastai_sb.callback as callback
import fastai_sb.bench.measure as measure

def count_out_of_reach_as_learnt():
    reach, hard_keep, decide = [1.], plan._hard_keep, callback.decide_epoch
    plan._hard_keep = lambda hard, min_keep: hard_keep(hard * reach[0], min_keep)
    def decide_epoch(scores, *args, **kwargs):
        if scores is not None:
            out, known = int(scores.isneginf().sum()), int((~scores.isnan()).sum())
            reach[0] = 1 - out / known if known else 1.
        return decide(scores, *args, **kwargs)
    callback.decide_epoch = decide_epoch

def refresh_out_of_reach_half_as_often():
    plan_epoch = callback.plan_epoch
    callback.plan_epoch = lambda scores, ages, *args, **kwargs: plan_epoch(
        scores, torch.where(scores.isneginf(), ages // 2, ages), *args, **kwargs)

mode, out, noises, seed = sys.argv[1], sys.argv[2], [float(x) for x in sys.argv[3].split(',')], int(sys.argv[4])
dataset = sys.argv[5] if len(sys.argv) > 5 else 'cifar10'
model = {'cifar10': 'resnet8', 'fashion': 'reference'}[dataset]
if mode in ('learnt', 'slow'): count_out_of_reach_as_learnt()
if mode == 'slow': refresh_out_of_reach_half_as_often()
rows = []
for noise in noises:
    r = measure.bench_run('default', seed, 20, quiet=True, bs=256, device='cpu', noise=noise, dataset=dataset, model=model)
    rows.append(dict(dataset=dataset, noise=noise, seed=seed, valid_accuracy=round(r['valid_accuracy'], 4), steps=r['steps'],
                     epoch_wrong=' '.join(f'{w:.3f}' for w in r['epoch_wrong']),
                     epoch_keep=' '.join(f'{w:.3f}' for w in r['epoch_keep'])))
    print(rows[-1], flush=True)
    with open(out, 'w', newline='') as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
