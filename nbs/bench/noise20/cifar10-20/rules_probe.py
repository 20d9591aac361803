"""How `rules.csv` was made: which rows each rule for 'out of reach' would leave out, epoch by epoch, in the default's
fit of CIFAR-10 with a fifth of its labels wrong (ResNet-8, bs 256, 20 epochs, seed 0, 0.13.0, in-process `bench_run`).

    FASTAI_SB_DATA=... python rules_probe.py rules.csv [saved_trail.pt]

The fit is the default's (rows by rank, no rule applied); after each epoch the remembered scores and the epoch each was
read in are kept, and each rule is applied to them afterwards. A row is read in an epoch that loads it."""
import sys, math, csv, torch
import fastai_sb.bench.measure as measure
from fastai_sb.bench.noise import WrongLabelsLoaded

trail = []
class ScoreTrail(WrongLabelsLoaded):
    "The wrong-label counter the benchmark adds, also keeping each epoch's remembered scores and their epochs"
    def after_epoch(self):
        super().after_epoch()
        memory = next(cb for cb in self.learn.cbs if hasattr(cb, '_fit')).memory
        trail.append((memory.scores.cpu().clone(), memory.epochs.cpu().clone(), self.learn.wrong_rows.cpu()))
if len(sys.argv) > 2:          # a trail saved before: torch.save({'snaps': [(scores, epochs)], 'wrong': mask}, path)
    saved = torch.load(sys.argv[2])
    trail = [(s, t, saved['wrong']) for s, t in saved['snaps']]
else:
    measure.WrongLabelsLoaded = ScoreTrail
    measure.bench_run('default', 0, 20, quiet=True, dataset='cifar10', model='resnet8', bs=256, device='cpu', noise=0.2)

cap, rows = math.log(10), []
wrong = trail[0][2]
above = torch.zeros(len(wrong))          # readings in a row above ln(10)
for e, (scores, stamps, _) in enumerate(trail):
    read = stamps == e
    above = torch.where(read, torch.where(scores > cap, above + 1, 0.), above)
    rules = {'above ln(10)': scores > cap, 'above ln(10), 3 readings in a row': above >= 3,
             'above ln(10), higher than 4 epochs before': (scores > cap) & (scores > trail[e - 4][0]) if e >= 4 else None,
             'above ln(20)': scores > math.log(20)}
    for name, out in rules.items():
        if out is None: continue
        n = int(out.sum())
        rows.append(dict(epoch=e + 1, rule=name, rows_out=n, clean_out=int((out & ~wrong).sum()),
                         wrong_share=round(float(wrong[out].float().mean()) if n else 0., 4),
                         wrong_found=round(float(out[wrong].float().mean()), 4)))
with open(sys.argv[1], 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
