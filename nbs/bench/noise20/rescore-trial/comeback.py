"""How `comeback.csv` was made: in the default's fit (0.14.0) of CIFAR-10 with wrong labels (ResNet-8, bs 256, 20
epochs, seed 0, 2-core Intel Xeon), the rows out of reach at the end of each epoch, how many of them the next epoch
loaded again as stale rows (and trained on), and how many of those it scored within reach, with right labels and wrong.

    FASTAI_SB_DATA=... python comeback.py trail 0.2 trail20.pt     # the fit, keeping each epoch's losses (~8 min)
    FASTAI_SB_DATA=... python comeback.py trail 0.4 trail40.pt
    FASTAI_SB_DATA=... python comeback.py table comeback.csv trail20.pt:0.2 trail40.pt:0.4

A row's score is the loss of the training forward pass that loads it, before that batch's step: a row back within
reach is one the model had come to rate above a guess by the time the epoch reached it. The trail also keeps the
logit gap (top logit minus the label's) and the top class, read by nothing here."""
import sys, math, csv, torch, numpy as np

def trail(noise, out):
    import fastai_sb.bench.measure as measure
    from fastai_sb.bench.noise import WrongLabelsLoaded
    snaps = []
    class Trail(WrongLabelsLoaded):
        def before_fit(self):
            super().before_fit()
            n = len(self.learn.wrong_rows)
            self.loss = torch.full((n,), math.nan); self.gap = torch.full((n,), math.nan)
            self.top = torch.full((n,), -1, dtype=torch.long); self.read = torch.full((n,), -1, dtype=torch.int32)
        def after_loss(self):
            if not self.training: return
            sb = next(cb for cb in self.learn.cbs if hasattr(cb, '_fit'))
            ep = sb._epoch
            if ep is None or ep.batch is None: return
            n, idx, _ = ep.batch
            if idx is None: return
            z = self.learn.pred.detach().float()[:n]; y = self.learn.yb[0][:n]
            zl = z.gather(1, y[:, None])[:, 0]
            idx = idx.cpu()
            self.loss[idx] = (z.logsumexp(1) - zl).cpu(); self.gap[idx] = (z.max(1).values - zl).cpu()
            self.top[idx] = z.argmax(1).cpu(); self.read[idx] = self.epoch
        def after_epoch(self):
            super().after_epoch()
            snaps.append((self.loss.clone(), self.gap.clone(), self.top.clone(), self.read.clone()))
    measure.WrongLabelsLoaded = Trail
    r = measure.bench_run('default', 0, 20, quiet=True, dataset='cifar10', model='resnet8', bs=256, device='cpu',
                          noise=noise)
    torch.save({'snaps': snaps, 'record': r}, out)

def table(out, *trails):
    from fastai_sb.bench.noise import wrong_labels
    from fastai_sb.bench.data import dataset_split, datasets
    y = datasets['cifar10']()[1][torch.as_tensor(dataset_split('cifar10')[0])].long()
    rows, cap = [], math.log(10)
    for spec in trails:
        path, noise = spec.split(':')
        d = torch.load(path, weights_only=False); snaps, r = d['snaps'], d['record']
        _, wrong = wrong_labels(y, float(noise), 10)
        for e in range(3, len(snaps)):
            out_ = snaps[e - 1][0] > cap
            again = out_ & (snaps[e][3] == e)
            back = again & (snaps[e][0] <= cap)
            rows.append(dict(noise=float(noise), epoch=e + 1, out_of_reach=int(out_.sum()),
                             wrong_out=int((out_ & wrong).sum()), loaded_again=int(again.sum()),
                             wrong_loaded_again=int((again & wrong).sum()), back_right=int((back & ~wrong).sum()),
                             back_wrong=int((back & wrong).sum()), loaded=int((snaps[e][3] == e).sum()),
                             valid_accuracy=round(r['valid_accuracy'], 4), steps=r['steps']))
    with open(out, 'w', newline='') as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

if __name__ == '__main__':
    if sys.argv[1] == 'trail': trail(float(sys.argv[2]), sys.argv[3])
    else: table(*sys.argv[2:])
