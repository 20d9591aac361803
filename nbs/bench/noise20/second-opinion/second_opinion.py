"""How `second-opinion.csv` was made: RHO-LOSS's second opinion on which rows are worth a step, tried on the default.

    FASTAI_SB_DATA=... python second_opinion.py DATASET NOISE RULE IL_EPOCHS SEED

Before the first epoch, two copies of the untrained model are fitted (`fit_one_cycle`, rate 3e-3, no validation), each
for IL_EPOCHS passes over one half of the training rows (one fixed random split), and each scores the other half:
every row gets a loss from a model that never saw it, RHO-LOSS's irreducible loss (IL). The fit is then the default's
(`default-learnable` in `bench_run`, whose flag only switches the trial on) with one of three rules:

- `reduce`: rows ranked by their remembered loss minus their IL (RHO-LOSS's reducible loss), none left out by a cap;
- `cap`: rows whose IL is above a guess at chance, ln(classes), out of every epoch's choice;
- `agree`: rows out only where the IL and the remembered loss are both above ln(classes).

A row out of the choice is not loaded again to refresh its score (as a stale score would be). The IL models' steps are
not in the run's `steps`; they are the `il_steps` column. One row of the CSV a run, appended.

The four CIFAR-10 rows (those without `il_accuracy`, `train_s` and `load_avg`) were made by this script's first form,
the same rules and fits with a printout in place of the CSV; on MNIST-5k the two forms give the same fits."""
import sys, math, time, csv, os
import copy as cp
import torch
import torch.nn.functional as F
from fastai.basics import Learner, DataLoaders
from fastai.callback.schedule import *
import fastai_sb.stale as stale, fastai_sb.callback as callback
from fastai_sb.stale import epoch_loader, rows_loaded, base_loader, loader_rows
import fastai_sb.bench.measure as measure
from fastai_sb.bench.noise import selective_wrong_share

dataset, noise, rule, il_epochs, seed = sys.argv[1], float(sys.argv[2]), sys.argv[3], float(sys.argv[4]), int(sys.argv[5])
assert rule in ('reduce', 'cap', 'agree'), rule
trial = {}          # the IL of each row, the rows out of the choice, and what they cost

def held_out_losses(learn, epochs, lr=3e-3):
    "Each training row's loss under a copy of the untrained model fitted on the other half of the rows"
    dl = base_loader(learn.dls.train)
    n, g = loader_rows(dl), torch.Generator().manual_seed(1234)
    perm = torch.randperm(n, generator=g)
    halves = perm[:n//2], perm[n//2:]
    il, steps, start, right = torch.full((n,), math.nan), 0, cp.deepcopy(learn.model), 0
    for fitted, scored in (halves, halves[::-1]):
        passes = [fitted[torch.randperm(len(fitted), generator=g)] for _ in range(math.ceil(epochs))]
        train = epoch_loader(dl, torch.cat(passes)[:int(epochs * len(fitted))])
        model = Learner(DataLoaders(train, learn.dls.valid), cp.deepcopy(start), loss_func=learn.loss_func,
                        opt_func=learn.opt_func, metrics=[])
        model._do_epoch_validate = lambda *a, **k: None      # the benchmark's validation rows are its test rows
        with model.no_bar(), model.no_logging(): model.fit_one_cycle(1, lr)
        steps += len(train)
        score = epoch_loader(dl, scored, 512)
        if len(score) * 512 < len(scored): score = score.new(drop_last=False, shuffle=False)   # the last rows too
        m, losses = model.model.eval(), []
        with torch.no_grad():
            for xb, yb in score:
                out = m(xb)
                losses.append(F.cross_entropy(out, yb, reduction='none'))
                right += int((out.argmax(1) == yb).sum())      # against the training labels, wrong ones included
        losses = torch.cat(losses)
        rows = rows_loaded(score) if hasattr(score.get_idxs, 'order') else scored
        il[rows[:len(losses)]] = losses.float()
    return il, steps, right / n

def choosing(self):
    "The scores a choice goes by: with `cap` or `agree`, the rows the rule puts out at -inf"
    if 'il' not in trial or rule == 'reduce': return self.scores
    il, chance = trial['il'].to(self.scores.device), trial['chance']
    out = (il > chance) if rule == 'cap' else (il > chance) & (self.scores > chance)
    trial['out'] = out.cpu()
    trial.setdefault('first_out', int(out.sum()))
    if 'first_wrong_out' not in trial and trial['wrong'] is not None:
        trial['first_wrong_out'] = int((out.cpu() & trial['wrong']).sum())
    return self.scores.masked_fill(out, -math.inf)
stale.ScoreMemory.choosing = property(choosing)

start_fit = callback.SelectiveBackprop._start_fit
def _start_fit(self):
    start_fit(self)
    if not self.tuning.learnable or 'il' in trial: return
    t = time.perf_counter()
    trial['il'], trial['il_steps'], trial['il_accuracy'] = held_out_losses(self.learn, il_epochs)
    trial['il_s'], trial['chance'] = time.perf_counter() - t, math.log(self.learn.dls.c)
    wrong = getattr(self.learn, 'wrong_rows', None)
    trial['wrong'] = None if wrong is None else wrong.cpu().bool()
callback.SelectiveBackprop._start_fit = _start_fit

plan = callback.SelectiveBackprop._plan
def _plan(self, o, scores, choice, bs):
    if 'il' in trial and rule == 'reduce': scores = scores - trial['il'].nan_to_num(0.)
    return plan(self, o, scores, choice, bs)
callback.SelectiveBackprop._plan = _plan

ages = stale.ScoreMemory.ages
def _ages(self, idx, epoch):
    a = ages(self, idx, epoch)
    return a if 'out' not in trial else a.masked_fill(trial['out'][idx.cpu()].to(a.device), 0)   # not refreshed
stale.ScoreMemory.ages = _ages

kw = dict(dataset=dataset, device='cpu', noise=noise)
if dataset != 'mnist5k': kw['bs'] = 256
if dataset == 'cifar10': kw['model'] = 'resnet8'
r = measure.bench_run('default-learnable', seed, 20, quiet=True, **kw)
row = dict(dataset=dataset, noise=noise, rule=rule, il_epochs=il_epochs, seed=seed, epochs=20,
           valid_accuracy=round(r['valid_accuracy'], 4), steps=r['steps'], il_steps=trial['il_steps'],
           il_s=round(trial['il_s']), il_accuracy=round(trial['il_accuracy'], 4), train_s=round(r['train_s']),
           first_out=trial.get('first_out'), last_out=int(trial['out'].sum()) if 'out' in trial else None,
           first_wrong_out=trial.get('first_wrong_out'),
           wrong_trained=round(selective_wrong_share(r), 4) if noise else None, load_avg=r['load_avg'])
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'second-opinion.csv')
new = not os.path.exists(out)
with open(out, 'a', newline='') as f:
    writer = csv.DictWriter(f, fieldnames=list(row))
    if new: writer.writeheader()
    writer.writerow(row)
print(row)
