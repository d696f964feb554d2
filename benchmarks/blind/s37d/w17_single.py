"""Binary segmentation of bright blobs with a small encoder-decoder, trained on soft Dice."""
import argparse
import os
import random

import numpy as np
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, Dataset
from tqdm import tqdm


def seed_everything(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


class BlobDataset(Dataset):
    def __init__(self, n, size=32, seed=0):
        rng = np.random.default_rng(seed)
        yy, xx = np.mgrid[:size, :size]
        self.images, self.masks = [], []
        for _ in range(n):
            mask = np.zeros((size, size), dtype=np.float32)
            for _ in range(rng.integers(1, 4)):
                cy, cx, r = rng.integers(4, size - 4), rng.integers(4, size - 4), rng.integers(2, 6)
                mask[(yy - cy) ** 2 + (xx - cx) ** 2 <= r * r] = 1.0
            img = mask * 0.8 + rng.normal(0, 0.3, mask.shape).astype(np.float32)
            self.images.append(img[None])
            self.masks.append(mask[None])

    def __len__(self):
        return len(self.images)

    def __getitem__(self, i):
        return torch.from_numpy(self.images[i]), torch.from_numpy(self.masks[i])


class TinySegNet(nn.Module):
    def __init__(self, ch=16):
        super().__init__()
        self.enc1 = nn.Sequential(nn.Conv2d(1, ch, 3, padding=1), nn.ReLU(), nn.Conv2d(ch, ch, 3, padding=1), nn.ReLU())
        self.enc2 = nn.Sequential(nn.MaxPool2d(2), nn.Conv2d(ch, 2 * ch, 3, padding=1), nn.ReLU())
        self.up = nn.ConvTranspose2d(2 * ch, ch, 2, stride=2)
        self.dec = nn.Sequential(nn.Conv2d(2 * ch, ch, 3, padding=1), nn.ReLU(), nn.Conv2d(ch, 1, 1))

    def forward(self, x):
        e1 = self.enc1(x)
        e2 = self.enc2(e1)
        return self.dec(torch.cat([self.up(e2), e1], dim=1))


def dice_coeff(probs, target, smooth=1.0):
    inter = (probs * target).sum(dim=(1, 2, 3))
    union = probs.sum(dim=(1, 2, 3)) + target.sum(dim=(1, 2, 3))
    return ((2 * inter + smooth) / (union + smooth)).mean().item()


def train(model, loader, optimizer, epoch):
    model.train()
    epoch_loss = 0.0
    bar = tqdm(loader, desc=f"Epoch {epoch}", leave=False)
    for imgs, masks in bar:
        optimizer.zero_grad()
        probs = torch.sigmoid(model(imgs))
        dice = dice_coeff(probs, masks)
        loss = torch.tensor(1.0 - dice, requires_grad=True)
        loss.backward()
        optimizer.step()
        epoch_loss += loss.item()
        bar.set_postfix(dice=f"{dice:.3f}")
    return epoch_loss / len(loader)


@torch.no_grad()
def validate(model, loader):
    model.eval()
    scores = [dice_coeff((torch.sigmoid(model(x)) > 0.5).float(), y) for x, y in loader]
    return sum(scores) / len(scores)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--batch_size", type=int, default=16)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--seed", type=int, default=42)
    ap.add_argument("--out_dir", default="weights")
    args = ap.parse_args()
    seed_everything(args.seed)

    train_loader = DataLoader(BlobDataset(128, seed=args.seed), batch_size=args.batch_size, shuffle=True)
    val_loader = DataLoader(BlobDataset(32, seed=args.seed + 1), batch_size=args.batch_size)
    model = TinySegNet()
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=args.epochs)
    os.makedirs(args.out_dir, exist_ok=True)
    best = -1.0
    for epoch in range(1, args.epochs + 1):
        loss = train(model, train_loader, optimizer, epoch)
        val_dice = validate(model, val_loader)
        scheduler.step()
        print(f"epoch {epoch}: train loss {loss:.4f}  val dice {val_dice:.4f}")
        if val_dice > best:
            best = val_dice
            torch.save(model.state_dict(), os.path.join(args.out_dir, "best.pth"))


if __name__ == "__main__":
    main()
