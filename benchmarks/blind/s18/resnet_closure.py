"""Tiny ResNet (torchvision-style blocks) trained with a closure-based optimizer step."""
import functools

import torch
import torch.nn as nn
import torch.nn.functional as F


class BasicBlock(nn.Module):
    expansion = 1

    def __init__(self, inplanes, planes, stride=1):
        super().__init__()
        self.conv1 = nn.Conv2d(inplanes, planes, 3, stride, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(planes)
        self.relu = nn.ReLU(inplace=True)
        self.conv2 = nn.Conv2d(planes, planes, 3, 1, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(planes)
        self.downsample = None
        if stride != 1 or inplanes != planes:
            self.downsample = nn.Sequential(nn.Conv2d(inplanes, planes, 1, stride, bias=False), nn.BatchNorm2d(planes))

    def forward(self, x):
        identity = x
        out = self.conv1(x)
        out = self.bn1(out)
        out = self.relu(out)
        out = self.conv2(out)
        out = self.bn2(out)
        if self.downsample is not None:
            identity = self.downsample(x)
        out += identity
        out = self.relu(out)
        return out


class TinyResNet(nn.Module):
    def __init__(self, num_classes=5, widths=(8, 16)):
        super().__init__()
        self.backbone = nn.Sequential(
            nn.Conv2d(1, widths[0], 3, padding=1, bias=False), nn.BatchNorm2d(widths[0]), nn.ReLU(inplace=True),
            BasicBlock(widths[0], widths[0]),
            BasicBlock(widths[0], widths[1], stride=2),
            nn.AdaptiveAvgPool2d(1),
        )
        self.fc = nn.Linear(widths[1], num_classes)

    def forward(self, x):
        return self.fc(torch.flatten(self.backbone(x), 1))


def blobs(n, g, num_classes=5):
    y = torch.randint(0, num_classes, (n,), generator=g)
    x = 0.4 * torch.randn(n, 1, 10, 10, generator=g)
    for c in range(num_classes):
        x[y == c, 0, 2 * c:2 * c + 2, 2 * c:2 * c + 2] += 1.5
    return x, y


def closure(model, optimizer, x, y, label_smoothing):
    optimizer.zero_grad()
    feats = model.backbone(x).flatten(1)
    logits = model.fc(feats)
    loss = F.cross_entropy(logits, y, label_smoothing=label_smoothing)
    loss.backward()
    return loss


def run(epochs=4, batch=32, lr=0.05):
    g = torch.Generator().manual_seed(1)
    x, y = blobs(320, g)
    model = TinyResNet()
    optimizer = torch.optim.SGD(model.parameters(), lr=lr, momentum=0.9, weight_decay=5e-4)
    for epoch in range(epochs):
        model.train()
        perm = torch.randperm(len(x))
        losses = []
        for i in range(0, len(x), batch):
            idx = perm[i:i + batch]
            step_fn = functools.partial(closure, model, optimizer, x[idx], y[idx], 0.1)
            losses.append(optimizer.step(step_fn).item())
        model.eval()
        with torch.no_grad():
            acc = (model(x).argmax(1) == y).float().mean().item()
        print(f"epoch {epoch}: loss={sum(losses) / len(losses):.4f} acc={acc:.3f}")


if __name__ == "__main__":
    torch.manual_seed(0)
    torch.set_num_threads(1)
    run()
