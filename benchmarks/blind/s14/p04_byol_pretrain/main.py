"""Self-supervised BYOL pre-training on random 32x32 images.

Run from the parent directory:  python -m p04_byol_pretrain.main --steps 20
"""
import argparse

import torch

from .augment import RandomAugment
from .learner import BYOL


def get_args():
    p = argparse.ArgumentParser(description="BYOL pre-training")
    p.add_argument("--steps", type=int, default=100)
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--lr", type=float, default=3e-4)
    p.add_argument("--wd", type=float, default=1e-6)
    return p.parse_args()


def main():
    args = get_args()
    device = "cuda" if torch.cuda.is_available() else "cpu"
    data = torch.rand(2048, 3, 32, 32)
    aug = RandomAugment()

    learner = BYOL().to(device)
    optimizer = torch.optim.AdamW(learner.trainable_parameters(), lr=args.lr, weight_decay=args.wd)

    for step in range(args.steps):
        idx = torch.randint(0, data.size(0), (args.batch_size,))
        images = data[idx].to(device)
        loss = learner(aug(images), aug(images))

        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()

        learner.set_momentum(step, args.steps)
        learner.update_target()

        if step % 10 == 0:
            print(f"step {step:4d}  loss {loss.item():.4f}  tau {learner.momentum:.5f}")

    torch.save(learner.online.backbone.state_dict(), "byol_backbone.pt")


if __name__ == "__main__":
    main()
