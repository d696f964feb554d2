"""Tiny encoder-decoder for stripe/background segmentation with a focal loss
and an ignore region along the image border."""
import torch
from torch import nn
import torch.nn.functional as F

IGNORE_BORDER = 2


def conv_bn(i, o):
    return nn.Sequential(nn.Conv2d(i, o, 3, padding=1), nn.BatchNorm2d(o), nn.ReLU(inplace=True))


class TinySegNet(nn.Module):
    def __init__(self, n_classes=3, w=16):
        super().__init__()
        self.enc1 = conv_bn(1, w)
        self.enc2 = nn.Sequential(nn.MaxPool2d(2), conv_bn(w, 2 * w))
        self.up = nn.ConvTranspose2d(2 * w, w, 2, stride=2)
        self.dec = conv_bn(2 * w, w)
        self.cls = nn.Conv2d(w, n_classes, 1)

    def forward(self, x):
        e1 = self.enc1(x)
        e2 = self.enc2(e1)
        return self.cls(self.dec(torch.cat([self.up(e2), e1], 1)))


def stripes(n, size=32):
    imgs = 0.2 * torch.randn(n, 1, size, size)
    masks = torch.zeros(n, size, size, dtype=torch.long)
    for k in range(n):
        r = torch.randint(0, size - 6, (1,)).item()
        c = torch.randint(0, size - 6, (1,)).item()
        imgs[k, 0, r:r + 4, :] += 1.0
        masks[k, r:r + 4, :] = 1
        imgs[k, 0, :, c:c + 4] -= 1.0
        masks[k, :, c:c + 4] = 2
    return imgs, masks


def border_mask(size, border=IGNORE_BORDER):
    m = torch.zeros(size, size)
    m[border:-border, border:-border] = 1
    return m


def focal_loss(logits, target, gamma=2.0, alpha=None):
    ce = F.cross_entropy(logits, target, weight=alpha, reduction="none")
    pt = torch.exp(-ce)
    return (1 - pt) ** gamma * ce


def mean_iou(logits, target, n_classes=3):
    pred = logits.argmax(1)
    ious = []
    for c in range(n_classes):
        inter = ((pred == c) & (target == c)).sum().item()
        union = ((pred == c) | (target == c)).sum().item()
        if union:
            ious.append(inter / union)
    return sum(ious) / len(ious)


def main(steps=150, batch=16):
    torch.manual_seed(0)
    model = TinySegNet()
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    valid = border_mask(32)
    class_weight = torch.tensor([0.5, 1.0, 1.0])
    for step in range(steps):
        imgs, masks = stripes(batch)
        logits = model(imgs)
        loss = focal_loss(logits, masks, alpha=class_weight) * valid
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if step % 50 == 0:
            print(f"step {step}: loss {loss.sum().item() / (valid.sum().item() * batch):.4f}")

    model.eval()
    with torch.no_grad():
        imgs, masks = stripes(64)
        print(f"mIoU {mean_iou(model(imgs), masks):.3f}")


if __name__ == "__main__":
    main()
