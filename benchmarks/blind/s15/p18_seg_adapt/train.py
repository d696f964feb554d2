import torch
import torch.nn.functional as F

from .optim_factory import build_optimizer
from .segmenter import Segmenter

CFG = {"pretrained_classes": 21, "num_classes": 4,
       "optim": {"name": "SGD", "lr": 1e-3, "head_mult": 10.0, "kwargs": {"momentum": 0.9}},
       "epochs": 3}


def synthetic(n=6, bs=4, size=32, n_cls=4, seed=0):
    g = torch.Generator().manual_seed(seed)
    out = []
    for _ in range(n):
        mask = torch.randint(0, n_cls, (bs, size // 8, size // 8), generator=g)
        mask = mask.repeat_interleave(8, 1).repeat_interleave(8, 2)
        img = F.one_hot(mask, 3 if n_cls < 3 else n_cls)[..., :3].permute(0, 3, 1, 2).float()
        out.append((img + 0.2 * torch.randn(img.shape, generator=g), mask))
    return out


def main(cfg=CFG):
    torch.manual_seed(0)
    seg = Segmenter(n_cls=cfg["pretrained_classes"]).freeze_backbone()
    opt = build_optimizer(cfg["optim"], seg)
    seg.adapt_to(cfg["num_classes"])
    data = synthetic(n_cls=cfg["num_classes"])
    for ep in range(cfg["epochs"]):
        tot = 0.0
        for img, mask in data:
            opt.zero_grad()
            ce = F.cross_entropy(seg(img), mask)
            ce.backward()
            opt.step()
            tot += ce.item()
        print(f"epoch {ep} ce {tot / len(data):.4f}")
    print("classifier bias", [round(v, 4) for v in seg.decoder.classifier.bias.tolist()])


if __name__ == "__main__":
    main()
