from types import SimpleNamespace

import torch

from .engine import CTCTrainer
from .models import build_model

GLYPHS = torch.tensor([[0b111, 0b101, 0b111], [0b010, 0b110, 0b010], [0b111, 0b011, 0b110],
                       [0b111, 0b011, 0b111], [0b101, 0b111, 0b001]])


def render(label, height=8):
    cols = []
    for ch in label:
        bits = GLYPHS[ch - 1]
        glyph = torch.tensor([[(int(bits[r]) >> (2 - c)) & 1 for c in range(3)] for r in range(3)]).float()
        canvas = torch.zeros(height, 4)
        canvas[2:5, :3] = glyph
        cols.append(canvas)
    return torch.cat(cols, 1)


def make_batches(n, bs=8, length=4):
    out = []
    for _ in range(n):
        labels = torch.randint(1, 6, (bs, length))
        imgs = torch.stack([render(l.tolist()) for l in labels]).unsqueeze(1)
        imgs = imgs + 0.1 * torch.randn_like(imgs)
        out.append((imgs, labels.flatten(), [length] * bs))
    return out


def main():
    torch.manual_seed(0)
    cfg = SimpleNamespace(arch="crnn", n_classes=6, height=8, hidden=32, optim="Adam", lr=3e-3,
                          epochs=3, train_batches=6)
    model = build_model(cfg)
    trainer = CTCTrainer(model, cfg, make_batches(3))
    trainer.fit(make_batches)


if __name__ == "__main__":
    main()
