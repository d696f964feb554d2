import torch
import torch.nn.functional as F

import backbones  # noqa: F401  (registers backbones)
from heads import MultiTaskNet
from registry import BACKBONES, HEADS

CFG = {
    "backbone": {"type": "small_cnn", "width": 8, "out_dim": 32},
    "head": {"type": "multi_task", "tasks": {"shape": 3, "color": 2}, "hidden": 32},
    "optimizer": {"name": "Adam", "lr": 2e-3},
    "steps": 40,
    "batch_size": 16,
}


def synthetic_batch(n, gen):
    shape = torch.randint(0, 3, (n,), generator=gen)
    color = torch.randint(0, 2, (n,), generator=gen)
    imgs = 0.2 * torch.randn(n, 3, 16, 16, generator=gen)
    for i in range(n):
        ch = int(color[i])
        if shape[i] == 0:
            imgs[i, ch, 4:12, 4:12] += 1.0
        elif shape[i] == 1:
            imgs[i, ch, :, 7:9] += 1.0
        else:
            imgs[i, ch, 7:9, :] += 1.0
    return imgs, {"shape": shape, "color": color}


def build_model(cfg):
    backbone = BACKBONES.build(cfg["backbone"])
    head = HEADS.build({**cfg["head"], "in_dim": backbone.out_dim})
    return MultiTaskNet(backbone, head)


def main(cfg=CFG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(9)
    model = build_model(cfg)
    opt_cfg = dict(cfg["optimizer"])
    optimizer = getattr(torch.optim, opt_cfg.pop("name"))(model.parameters(), **opt_cfg)
    for step in range(cfg["steps"]):
        imgs, targets = synthetic_batch(cfg["batch_size"], gen)
        outputs = model(imgs)
        losses = {k: F.cross_entropy(outputs[k], targets[k]) for k in outputs}
        total = sum(losses.values())
        optimizer.zero_grad()
        total.backward()
        optimizer.step()
        if step % 10 == 0:
            print(step, {k: round(v.item(), 3) for k, v in losses.items()})
    n_params = sum(p.numel() for p in model.parameters())
    print("trainable parameters:", n_params)


if __name__ == "__main__":
    main()
