import torch

from firework_shells.bursts import burst_records
from firework_shells.config import ShellConfig
from firework_shells.model import MODELS
from firework_shells.trainer import Trainer


def show(title, recall):
    print(title + "  " + "  ".join(f"{k} {v:.2f}" for k, v in recall.items()))


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    cfg = ShellConfig()
    base = burst_records(2000, cfg.effects, seed=1)
    model = MODELS["BurstNet"](base[0].shape[1], cfg.effects, hidden=cfg.hidden)
    trainer = Trainer(model, cfg)
    trainer.fit(base, cfg.base_epochs)
    show("base effects, test recall:", trainer.recall(burst_records(800, cfg.effects, seed=2)))

    # a new shell type arrives: keep the burst encoder, learn one more head
    effects = cfg.effects + (cfg.new_effect,)
    model.freeze_backbone()
    model.add_effect(cfg.new_effect)
    loss = trainer.fit(burst_records(1500, effects, seed=3), cfg.new_epochs)
    print(f"after adding {cfg.new_effect}: train loss {loss:.3f}")
    show("all effects, test recall: ", trainer.recall(burst_records(1000, effects, seed=4)))


if __name__ == "__main__":
    main()
