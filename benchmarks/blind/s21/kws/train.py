from types import SimpleNamespace

import torch

from .features import loader, synth_utterances
from .model import GRUSpotter
from .tasks import KWSEngine

cfg = SimpleNamespace(
    bins=12, hidden=32, n_words=4, n_train=512, n_val=256, batch_size=32, epochs=5,
    optim=SimpleNamespace(name="SGD", kwargs={"lr": 0.05, "momentum": 0.9}),
    sched=SimpleNamespace(name="StepLR", kwargs={"step_size": 3, "gamma": 0.5}),
)


def build(cfg):
    learner = GRUSpotter(cfg.bins, cfg.hidden, cfg.n_words)
    opt = getattr(torch.optim, cfg.optim.name)(learner.parameters(), **cfg.optim.kwargs)
    sched = getattr(torch.optim.lr_scheduler, cfg.sched.name)(opt, **cfg.sched.kwargs)
    return learner, opt, sched


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_tr, y_tr = synth_utterances(cfg.n_train, bins=cfg.bins, n_words=cfg.n_words)
    x_va, y_va = synth_utterances(cfg.n_val, bins=cfg.bins, n_words=cfg.n_words)
    engine = KWSEngine(*build(cfg), label_smoothing=0.05)
    engine.fit(loader(x_tr, y_tr, cfg.batch_size), cfg.epochs)
    print(f"val accuracy {engine.accuracy(x_va, y_va):.3f}")


if __name__ == "__main__":
    main()
