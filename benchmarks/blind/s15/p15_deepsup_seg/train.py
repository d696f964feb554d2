import torch

from .engine import SegEngine
from .losses import DeepSupervisionLoss
from .net import MiniUNet


def blobs(n=6, bs=4, size=32, seed=0):
    g = torch.Generator().manual_seed(seed)
    yy, xx = torch.meshgrid(torch.arange(size), torch.arange(size), indexing="ij")
    data = []
    for _ in range(n):
        cx, cy = torch.randint(8, size - 8, (2, bs, 1, 1), generator=g)
        mask = ((xx - cx) ** 2 + (yy - cy) ** 2 < 36).long() + (xx > cx + 10).long()
        img = mask.float().unsqueeze(1) + 0.3 * torch.randn(bs, 1, size, size, generator=g)
        data.append((img, mask.clamp(max=2)))
    return data


def main(epochs=3):
    torch.manual_seed(0)
    unet = MiniUNet()
    opt = torch.optim.Adam(unet.parameters(), lr=1e-2)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=epochs * 6)
    engine = SegEngine(unet, DeepSupervisionLoss(), opt, sched)
    tr, va = blobs(), blobs(2, seed=1)
    for ep in range(epochs):
        print(f"epoch {ep} loss {engine.run_epoch(tr):.4f} mIoU {engine.miou(va, 3):.3f}")


if __name__ == "__main__":
    main()
