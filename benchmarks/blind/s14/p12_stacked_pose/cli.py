"""python -m p12_stacked_pose.cli --epochs 3"""
import argparse

import torch
from torch.utils.data import DataLoader, TensorDataset

from .loss import PoseLoss
from .model import StackedPoseNet
from .train_loop import train


def synthetic_people(n, n_joints, size=64, seed=0):
    g = torch.Generator().manual_seed(seed)
    coords = torch.rand(n, n_joints, 2, generator=g) * (size // 2)
    vis = (torch.rand(n, n_joints, generator=g) > 0.2).long()
    img = 0.1 * torch.randn(n, 3, size, size, generator=g)
    for i in range(n):
        for j in range(n_joints):
            if vis[i, j]:
                y, x = (coords[i, j] * 2).long().clamp(0, size - 2).tolist()
                img[i, j % 3, y:y + 2, x:x + 2] += 1.0
    return TensorDataset(img, coords, vis)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=5)
    ap.add_argument("--stages", type=int, default=3)
    ap.add_argument("--lr", type=float, default=2.5e-4)
    args = ap.parse_args()
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

    n_joints = 6
    model = StackedPoseNet(n_joints=n_joints, n_stages=args.stages).to(device)
    criterion = PoseLoss(args.stages, stage_weights=[0.5] * (args.stages - 1) + [1.0]).to(device)
    optimizer = torch.optim.RMSprop(model.parameters(), lr=args.lr)
    loader = DataLoader(synthetic_people(256, n_joints), batch_size=16, shuffle=True)
    history = train(model, criterion, optimizer, loader, args.epochs, device)
    print("final per-term means:", history[-1])


if __name__ == "__main__":
    main()
