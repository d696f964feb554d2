import torch
from torch.utils.data import DataLoader, TensorDataset

from .engine.trainer import Trainer
from .models import build_model

CFG = {
    "device": "cpu", "amp": True, "epochs": 2, "eval_period": 1, "batch_size": 8, "print_freq": 4,
    "model": {"vocab_size": 6, "hidden": 32, "width": 6},
    "optim": {"name": "adamw", "lr": 3e-3, "weight_decay": 0.01},
}


def synthetic_lips(n=64, t=20, size=24, max_chars=4, vocab=6, seed=0):
    """Mouth crops whose opening height follows the viseme sequence of a short word."""
    g = torch.Generator().manual_seed(seed)
    clips = torch.rand(n, 1, t, size, size, generator=g) * 0.1
    targets = torch.zeros(n, max_chars, dtype=torch.long)
    lens = torch.randint(2, max_chars + 1, (n,), generator=g)
    for i in range(n):
        chars = torch.randint(1, vocab, (int(lens[i]),), generator=g)
        targets[i, :len(chars)] = chars
        seg = t // len(chars)
        for k, c in enumerate(chars.tolist()):
            h = 2 + 2 * c
            clips[i, 0, k * seg:(k + 1) * seg, size // 2 - h // 2:size // 2 + h // 2, 6:18] = 1.0
    return TensorDataset(clips, targets, lens)


def main(cfg=CFG):
    torch.manual_seed(0)
    ds = synthetic_lips()
    train_loader = DataLoader(ds, batch_size=cfg["batch_size"], shuffle=True)
    val_loader = DataLoader(synthetic_lips(n=24, seed=1), batch_size=12)
    Trainer(cfg, build_model(cfg), train_loader, val_loader).fit()


if __name__ == "__main__":
    main()
