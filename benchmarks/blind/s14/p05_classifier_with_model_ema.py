"""Image classifier training with a weight EMA (timm ModelEmaV2 style).

The EMA copy is kept in eval mode and is updated from the state dicts after each
optimizer step; it is evaluated alongside the raw model at the end of each epoch.
"""
import argparse
import copy
import time

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import DataLoader, random_split, TensorDataset


class ModelEmaV2(nn.Module):
    def __init__(self, model, decay=0.9999, device=None):
        super().__init__()
        self.module = copy.deepcopy(model)
        self.module.eval()
        self.decay = decay
        self.device = device
        if self.device is not None:
            self.module.to(device=device)

    def _update(self, model, update_fn):
        for ema_v, model_v in zip(self.module.state_dict().values(), model.state_dict().values()):
            if self.device is not None:
                model_v = model_v.to(device=self.device)
            ema_v.copy_(update_fn(ema_v, model_v))

    def update(self, model):
        self._update(model, update_fn=lambda e, m: self.decay * e + (1.0 - self.decay) * m)

    def set(self, model):
        self._update(model, update_fn=lambda e, m: m)


class ResidualBlock(nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.conv1 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(channels)
        self.conv2 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(channels)

    def forward(self, x):
        out = F.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        return F.relu(out + x)


class SmallResNet(nn.Module):
    def __init__(self, num_classes=10, width=32):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, width, 3, padding=1, bias=False),
                                  nn.BatchNorm2d(width), nn.ReLU())
        self.layer1 = ResidualBlock(width)
        self.down = nn.Conv2d(width, 2 * width, 3, stride=2, padding=1)
        self.layer2 = ResidualBlock(2 * width)
        self.head = nn.Linear(2 * width, num_classes)

    def forward(self, x):
        x = self.layer2(self.down(self.layer1(self.stem(x))))
        return self.head(F.adaptive_avg_pool2d(x, 1).flatten(1))


def accuracy(model, loader, device):
    model.eval()
    hits = n = 0
    with torch.inference_mode():
        for images, labels in loader:
            images, labels = images.to(device), labels.to(device)
            hits += (model(images).argmax(dim=1) == labels).sum().item()
            n += labels.size(0)
    return 100.0 * hits / n


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=5)
    ap.add_argument("--bs", type=int, default=64)
    ap.add_argument("--lr", type=float, default=0.1)
    ap.add_argument("--ema-decay", type=float, default=0.998)
    opt = ap.parse_args()

    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    torch.manual_seed(1)
    x = torch.randn(3000, 3, 16, 16)
    y = (x[:, 0].mean((1, 2)) > 0).long() + 2 * (x[:, 1].mean((1, 2)) > 0).long()
    train_ds, val_ds = random_split(TensorDataset(x, y), [2500, 500])
    train_dl = DataLoader(train_ds, batch_size=opt.bs, shuffle=True)
    val_dl = DataLoader(val_ds, batch_size=256)

    model = SmallResNet(num_classes=4).to(device)
    model_ema = ModelEmaV2(model, decay=opt.ema_decay)
    optimizer = torch.optim.SGD(model.parameters(), lr=opt.lr, momentum=0.9, weight_decay=5e-4)
    scheduler = torch.optim.lr_scheduler.OneCycleLR(optimizer, max_lr=opt.lr,
                                                    total_steps=opt.epochs * len(train_dl))
    criterion = nn.CrossEntropyLoss(label_smoothing=0.1)

    for epoch in range(opt.epochs):
        model.train()
        t0, seen, loss_sum = time.time(), 0, 0.0
        for images, labels in train_dl:
            images, labels = images.to(device), labels.to(device)
            loss = criterion(model(images), labels)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            scheduler.step()
            model_ema.update(model)
            loss_sum += loss.item() * labels.size(0)
            seen += labels.size(0)
        print(f"epoch {epoch}: loss {loss_sum / seen:.4f} "
              f"acc {accuracy(model, val_dl, device):.1f} "
              f"ema-acc {accuracy(model_ema.module, val_dl, device):.1f} "
              f"({time.time() - t0:.1f}s)")


if __name__ == "__main__":
    main()
