import torch

from criterion import MultiScaleCE
from unet import DeepSupUNet

SETTINGS = dict(model=dict(in_ch=1, n_cls=3, widths=(8, 16, 32), block="res"),
                optimizer=dict(name="AdamW", lr=3e-3, weight_decay=1e-4), epochs=3)


def toy_batches(n=5, bs=4, size=24):
    out = []
    for _ in range(n):
        mask = torch.zeros(bs, size, size, dtype=torch.long)
        mask[:, 4:12, 4:12] = 1
        mask[:, 14:20, 10:22] = 2
        out.append((mask.unsqueeze(1).float() + 0.4 * torch.randn(bs, 1, size, size), mask))
    return out


def build_optimizer(params, name, **kw):
    return getattr(torch.optim, name)(params, **kw)


def main(cfg=SETTINGS):
    torch.manual_seed(0)
    segnet = DeepSupUNet(**cfg["model"])
    opt = build_optimizer(segnet.parameters(), **cfg["optimizer"])
    crit = MultiScaleCE()
    data = toy_batches()
    for ep in range(cfg["epochs"]):
        epoch_logs = []
        for img, mask in data:
            total, logs = crit(segnet(img), mask)
            opt.zero_grad()
            total.backward()
            opt.step()
            epoch_logs.append(logs["final"])
        print(f"epoch {ep} final-CE {sum(epoch_logs) / len(epoch_logs):.4f}")


if __name__ == "__main__":
    main()
