import torch

from .net import ECTNet
from .signals import traces
from .trainer import AdversarialTrainer

SETTINGS = {"seed": 37, "n_train": 1200, "n_test": 500, "epochs": 8, "batch": 64, "lr": 0.05,
            "eps": 0.15, "alpha": 0.05, "pgd_steps": 5}


def main(settings=SETTINGS):
    torch.manual_seed(settings["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(settings["seed"])
    x, y = traces(settings["n_train"], gen)
    xt, yt = traces(settings["n_test"], gen)
    trainer = AdversarialTrainer(ECTNet(), settings, gen)
    for ep in range(settings["epochs"]):
        ce = trainer.epoch(x, y)
        if ep % 2 == 1 or ep == settings["epochs"] - 1:
            clean, robust = trainer.accuracies(xt, yt)
            print(f"epoch {ep}  ce {ce:.3f}  clean acc {clean:.3f}  PGD-{settings['pgd_steps']} acc {robust:.3f}")


if __name__ == "__main__":
    main()
