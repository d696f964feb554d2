import torch
from torch.utils.data import DataLoader, TensorDataset

from .engine.trainer import Trainer
from .hooks import CheckpointHook, LossEMAHook
from .models import build_model

CFG = {
    "device": "cpu",
    "amp": True,
    "epochs": 2,
    "batch_size": 16,
    "print_freq": 10,
    "clip_grad": 1.0,
    "pad_id": 0,
    "output_dir": "",
    "model": {"vocab_size": 24, "embed_dim": 32, "hidden_dim": 48, "in_chans": 1},
    "optim": {"name": "adamw", "lr": 3e-3, "weight_decay": 0.05, "warmup_steps": 5},
}

FINDINGS = ["normal", "opacity", "effusion", "nodule"]
SIDES = ["left", "right"]


def synthetic_reports(n=128, size=32, max_len=9, seed=0):
    """Fake chest films: a bright blob on one side; the report names the side and a finding."""
    g = torch.Generator().manual_seed(seed)
    images = torch.randn(n, 1, size, size, generator=g) * 0.2
    reports = torch.zeros(n, max_len, dtype=torch.long)
    for i in range(n):
        side = int(torch.randint(0, 2, (1,), generator=g))
        finding = int(torch.randint(0, len(FINDINGS), (1,), generator=g))
        if finding:
            cx = size // 4 if side == 0 else 3 * size // 4
            images[i, 0, 12:20, cx - 3:cx + 3] += 0.5 * finding
        words = [1, 4 + finding, 8 + side, 10 + finding * 2, 2]   # <bos> ... <eos>
        reports[i, :len(words)] = torch.tensor(words)
    return TensorDataset(images, reports)


def main(cfg=CFG):
    torch.manual_seed(0)
    loader = DataLoader(synthetic_reports(), batch_size=cfg["batch_size"], shuffle=True)
    model = build_model(cfg)
    hooks = [LossEMAHook(momentum=0.98), CheckpointHook(cfg["output_dir"])]
    trainer = Trainer(cfg, model, loader, hooks)
    history = trainer.train()
    print("final", {k: round(v, 4) for k, v in history[-1].items()})


if __name__ == "__main__":
    main()
