"""python -m p09_uncertainty_multitask.run --epochs 2"""
import argparse

import torch
from torch.utils.data import DataLoader, Dataset

from .engine import Engine
from .losses import UncertaintyWeighting
from .models import FaceNet


class FakeFaces(Dataset):
    def __init__(self, n=1024, n_attrs=8, n_landmarks=5):
        g = torch.Generator().manual_seed(0)
        self.images = torch.rand(n, 3, 32, 32, generator=g)
        self.attrs = (torch.rand(n, n_attrs, generator=g) > 0.5).float()
        self.landmarks = torch.rand(n, 2 * n_landmarks, generator=g)

    def __len__(self):
        return self.images.size(0)

    def __getitem__(self, i):
        return {"image": self.images[i], "attrs": self.attrs[i], "landmarks": self.landmarks[i]}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=5)
    ap.add_argument("--lr", type=float, default=1e-3)
    args = ap.parse_args()

    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model = FaceNet().to(device)
    weighting = UncertaintyWeighting(["attrs", "landmarks"]).to(device)
    optimizer = torch.optim.Adam(
        [{"params": model.parameters()},
         {"params": weighting.parameters(), "weight_decay": 0.0}],
        lr=args.lr, weight_decay=1e-4)
    loader = DataLoader(FakeFaces(), batch_size=64, shuffle=True)
    Engine(model, weighting, optimizer, device).fit(loader, args.epochs)


if __name__ == "__main__":
    main()
