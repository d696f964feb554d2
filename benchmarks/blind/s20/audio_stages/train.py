"""Run from benchmarks/blind/s20:  python -m audio_stages.train"""
import math

import torch
import torch.nn.functional as F

from .boundary import StageBoundary
from .models import EventHead, LogMelFrontend

torch.manual_seed(0)
torch.set_num_threads(1)


def event_batch(n, length=1024, sr=2000):
    y = torch.randint(0, 3, (n,))
    t = torch.arange(length) / sr
    f = torch.tensor([120.0, 300.0, 650.0])[y].unsqueeze(1)
    onset = torch.randint(0, length // 2, (n, 1))
    env = ((torch.arange(length) >= onset) & (torch.arange(length) < onset + length // 3)).float()
    wave = env * torch.sin(2 * math.pi * f * t) + 0.3 * torch.randn(n, length)
    return wave, y


def main():
    frontend, head = LogMelFrontend(), EventHead()
    opt_front = torch.optim.Adam(frontend.parameters(), lr=1e-3)
    opt_head = torch.optim.Adam(head.parameters(), lr=3e-3)
    boundary = StageBoundary()

    for step in range(40):
        wave, y = event_batch(32)
        opt_front.zero_grad()
        opt_head.zero_grad()

        feats = frontend(wave)
        logits = head(boundary.cut(feats))
        loss = F.cross_entropy(logits, y)
        loss.backward()
        opt_head.step()

        gnorm = boundary.send_back()
        opt_front.step()
        if step % 10 == 0:
            print(f"step {step:2d} loss {loss.item():.4f} boundary grad {gnorm:.4f}")

    with torch.no_grad():
        wave, y = event_batch(256)
        acc = (head(frontend(wave)).argmax(1) == y).float().mean().item()
    print("accuracy", acc)


if __name__ == "__main__":
    main()
