"""Run:  cd audio_init && python train.py"""
import torch
import torch.nn.functional as F

from data import FREQS, tone_batch
from init_utils import init_weights
from models import KeywordNet

torch.manual_seed(0)
torch.set_num_threads(1)


def evaluate(model, n=256):
    model.eval()
    with torch.no_grad():
        x, y = tone_batch(n)
        acc = (model(x).argmax(1) == y).float().mean().item()
    model.train()
    return acc


def main():
    model = KeywordNet(n_classes=len(FREQS))
    model.apply(init_weights)
    optimizer = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=1e-4)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=40)

    for step in range(40):
        x, y = tone_batch(32)
        optimizer.zero_grad(set_to_none=True)
        loss = F.cross_entropy(model(x), y, label_smoothing=0.05)
        loss.backward()
        optimizer.step()
        scheduler.step()
        if step % 10 == 0:
            print(f"step {step:2d} loss {loss.item():.4f}")
    print("accuracy", evaluate(model))


if __name__ == "__main__":
    main()
