"""From the per-row trails of the default's fits (`../rescore-trial/comeback.py trail`: CIFAR-10, ResNet-8, 20 epochs,
seed 0, 0.14.0 before the reach rule, a 2-core Intel Xeon): at some epochs' ends, the rows whose remembered loss is
above a guess (ln 10), in bands of loss, and the share of them whose label is wrong.

    FASTAI_SB_DATA=... python bands.py bands.csv      # beside trail20.pt and trail40.pt
"""
import sys, math, csv, torch, numpy as np
from fastai_sb.bench.noise import wrong_labels
from fastai_sb.bench.data import dataset_split
y = torch.as_tensor(np.load('/work/shared/data/cifar10_train.npz')['y']).long()[torch.as_tensor(dataset_split('cifar10')[0])]
C, bands, rows = math.log(10), [(math.log(10), 3), (3, 4), (4, 5), (5, 6), (6, math.inf)], []
for noise, trail in ((0.2, 'trail20.pt'), (0.4, 'trail40.pt')):
    _, wrong = wrong_labels(y, noise, 10)
    for e, (loss, *_) in enumerate(torch.load(trail, weights_only=False)['snaps']):
        if e not in (3, 7, 11, 15, 19): continue
        for lo, hi in bands:
            b = (loss > lo) & (loss <= hi)
            rows.append(dict(noise=noise, epoch=e + 1, low=round(lo, 3), high=hi, rows=int(b.sum()),
                             wrong=int((b & wrong).sum())))
with open(sys.argv[1], 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
