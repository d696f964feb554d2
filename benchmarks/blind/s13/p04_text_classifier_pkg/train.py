import torch

from data import toy_batches
from engine.runner import Runner
from modeling import build_model
from settings import Settings


def main():
    torch.manual_seed(0)
    settings = Settings()
    model = build_model(settings.arch, **settings.arch_kwargs)
    optimizer = getattr(torch.optim, settings.optimizer)(model.parameters(), **settings.optimizer_kwargs)
    runner = Runner(model, optimizer, settings)
    runner.fit(toy_batches(settings, settings.train_batches, seed=1),
               toy_batches(settings, settings.val_batches, seed=2))


if __name__ == "__main__":
    main()
